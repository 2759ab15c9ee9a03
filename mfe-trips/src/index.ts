// Async boundary: shared singletons (react, router, Apollo, styled-components) are negotiated by the
// federation runtime before anything imports them, so the standalone app lives behind this import.
void import('./bootstrap');
