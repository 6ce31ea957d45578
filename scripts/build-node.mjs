#!/usr/bin/env node
// Compiles a Node workspace's entry points into <workspace>/dist/<name>.js, plain JavaScript that
// `node` runs: one bundle per entry with our workspace packages inlined (they ship TypeScript
// sources) and every npm package left as an import. Why: docs/decisions/0005-compiled-node-bundles.md.
//
//   node ../../scripts/build-node.mjs src/server.ts scripts/admin.ts   (from the workspace folder)
import path from 'node:path';
import { build } from 'esbuild';

const entryPoints = process.argv.slice(2);
if (entryPoints.length === 0) {
  console.error(
    'Usage: node scripts/build-node.mjs <entry.ts> [<entry.ts> ...] (from a workspace)',
  );
  process.exit(2);
}

/**
 * npm packages stay imports, resolved from node_modules at run time: native modules
 * (better-sqlite3, argon2) and packages that read their own files (swagger-ui) work as installed,
 * and `npm ci` decides their versions. Only @sinyal/* is ours to compile.
 */
const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@sinyal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints,
  outdir: path.resolve('dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces map back to the sources with `node --enable-source-maps`.
  sourcemap: 'linked',
  plugins: [npmPackagesStayExternal],
  logLevel: 'warning',
});
