// What every test run of the platform shares. All test clients come from one address (this machine), so
// the per-address sign-in and sign-up limits are opened wide; per-account limits and per-traveller quotas
// keep their production values (the security suite checks them).
export const TEST_RATE_LIMITS = JSON.stringify({
  signUpPerAddress: { limit: 100_000 },
  signInPerAddress: { limit: 100_000 },
});
