// What every test run of the platform shares. All test clients come from one address (this machine), so
// the per-address sign-in and sign-up limits are opened wide; per-account limits and per-traveller quotas
// keep their production values (the security suite checks them); only the sign-in slow-down's waits are
// shortened (same counts, 100 ms doubling to 400 ms instead of 1 s to 10 s) so a replayed guessing attack
// takes seconds, not minutes.
export const TEST_RATE_LIMITS = JSON.stringify({
  signUpPerAddress: { limit: 100_000 },
  signInPerAddress: { limit: 100_000 },
  signInSlowdownPerAccount: { delayMs: 100, maxDelayMs: 400 },
});
