// The browser's `zod` (vite.config.ts aliases the bare name here, client build only): zod's
// jitless mode, set before any schema is built. Otherwise zod's first object schema probes for
// `new Function`, which the site's CSP (script-src 'self') refuses: the probe's error is caught,
// but the browser still reports a CSP violation on every page. Parsing without generated code is
// slower by a margin that does not matter for the replies the app reads.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
