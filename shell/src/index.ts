// Async boundary: the federation runtime must set up the shared scope (react, router, Apollo, ...) before
// any shared module is evaluated, so everything real lives behind this dynamic import. Its chunk is named so
// that index.html can preload it (rspack.config.ts `preload`).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
