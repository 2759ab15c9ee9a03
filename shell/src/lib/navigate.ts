// Full-page navigations (server routes such as /api/login and /api/logout that the SPA router must not
// handle). One function so tests can replace it: jsdom does not implement navigation.
export function navigateAway(url: string): void {
  window.location.assign(url);
}
