// Full-page navigations to server routes (/api/login) that the SPA router must not handle. One function so
// tests can replace it: jsdom does not implement navigation.
export function navigateAway(url: string): void {
  window.location.assign(url);
}
