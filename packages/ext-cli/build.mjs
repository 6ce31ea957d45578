#!/usr/bin/env node
// Bundles the tool into one file each, everything inlined (our contracts and the npm packages
// alike), so that the packed tarball installs with no dependencies and runs on Node alone:
//   dist/sinyal-ext.js   the `sinyal-ext` bin of @sinyal/ext
//   dist/ext.js          `npm run ext -- …` in a checkout of the repository
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));

await build({
  entryPoints: {
    'sinyal-ext': path.join(here, 'src/cli.ts'),
    ext: path.join(here, 'src/dev-entry.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // The zip libraries are CommonJS and require Node's modules: an ES module has no `require`.
  banner: {
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as sinyalExtRequire } from 'node:module';",
      'const require = sinyalExtRequire(import.meta.url);',
    ].join('\n'),
  },
  define: { SINYAL_EXT_VERSION: JSON.stringify(version) },
  legalComments: 'eof',
  logLevel: 'warning',
});
