#!/usr/bin/env node
// Production start: builds the site and the server if either has never been built, then runs the
// compiled server (apps/server/dist/server.js). It never rebuilds what exists: `npm run build` does.
import { buildIfMissing, runEntry } from './lib/compiled.mjs';

buildIfMissing('apps/web', 'apps/web/dist/index.html');
buildIfMissing('apps/server', 'apps/server/dist/server.js');
process.env.NODE_ENV ??= 'production';
await runEntry('apps/server/dist/server.js', []);
