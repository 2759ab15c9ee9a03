import { z } from 'zod';

// The pages' Content-Security-Policy allows no eval (deploy/local/static-server.mjs). zod speeds up parsing
// by probing `new Function`, and Chromium reports that probe as a violation even though zod catches it.
// zod keeps this setting on globalThis, so the shell's one call covers every remote it loads too.
z.config({ jitless: true });
