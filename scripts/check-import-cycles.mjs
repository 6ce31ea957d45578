#!/usr/bin/env node
// Imports flow one way (docs/architecture.md, code layout): no file may reach itself again through
// the files it imports. Run by `npm run lint`; replaces eslint-plugin-import's import/no-cycle,
// which took about 126 s of a 156 s lint because it parsed every imported file again for each
// importer. This reads each file once and looks only at its import and export specifiers, so it
// runs over the whole repository in well under a second.
//
// Every import counts, `import type` too: a circle of types is still two files that cannot be
// understood one without the other. Relative specifiers and the workspace package
// (@sinyal/contracts/<name> is packages/contracts/src/<name>.ts) are followed; anything else is a
// dependency outside the repository. Cycles are found as strongly connected components (Tarjan);
// each is printed with its files and one path round it, and the script exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's root; another folder laid out alike can be given (the script's own test does).
const root = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const sourceRoots = ['apps', 'packages'];
const skippedDirs = new Set(['node_modules', 'dist', 'test-results', 'coverage']);
const sourceFile = /\.tsx?$/;
/** @sinyal/<package>/<subpath> → the file it names (package.json exports "./*": "./src/*.ts"). */
const workspacePackages = { '@sinyal/contracts': 'packages/contracts/src' };

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : sourceFiles(full);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// `import … from '…'`, `import '…'`, `export … from '…'`, `import('…')`. Comments are removed
// first so that an example in one does not count; strings cannot hide a specifier that matters
// (a false match only adds an edge to a file that would have to exist).
const comments = /\/\*[\s\S]*?\*\/|(^|[^:\\'"`])\/\/[^\n]*/g;
const specifiers =
  /(?:^|[;\n}])\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8').replace(comments, '$1');
  const found = [];
  for (const match of text.matchAll(specifiers)) found.push(match[1] ?? match[2]);
  return found;
}

const candidates = (base) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  path.join(base, 'index.ts'),
  path.join(base, 'index.tsx'),
  // ESM-style specifiers that name the compiled file.
  base.replace(/\.m?js$/, '.ts'),
  base.replace(/\.m?js$/, '.tsx'),
];

const files = sourceRoots
  .map((dir) => path.join(root, dir))
  .filter((dir) => fs.existsSync(dir))
  .flatMap(sourceFiles);
const known = new Set(files);

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('.')) {
    base = path.resolve(path.dirname(from), specifier);
  } else {
    const name = Object.keys(workspacePackages).find(
      (pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`),
    );
    if (!name) return undefined;
    base = path.join(root, workspacePackages[name], specifier.slice(name.length + 1));
  }
  return candidates(base).find((candidate) => known.has(candidate));
}

const graph = new Map(
  files.map((file) => [
    file,
    [...new Set(importsOf(file).map((specifier) => resolve(file, specifier)))].filter(Boolean),
  ]),
);

/** Tarjan's strongly connected components, iterative (deep import chains need no deep stack). */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, edge] = frame;
      const targets = graph.get(node) ?? [];
      if (edge < targets.length) {
        frame[1]++;
        const target = targets[edge];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfImport = component.length === 1 && (graph.get(node) ?? []).includes(node);
        if (component.length > 1 || selfImport) components.push(component);
      }
    }
  }
  return components;
}

/** One way round a component: from its first file back to itself, by breadth-first search. */
function pathRound(component) {
  const members = new Set(component);
  const [first] = [...component].sort();
  const cameFrom = new Map();
  const queue = [first];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const route = [first];
        for (let at = node; at !== first; at = cameFrom.get(at)) route.splice(1, 0, at);
        return [...route, first];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first];
}

const relative = (file) => path.relative(root, file);
const cycles = stronglyConnected(graph);
if (cycles.length === 0) {
  console.log(`No import cycle among ${files.length} files.`);
  process.exit(0);
}
for (const component of cycles) {
  console.error(`Import cycle between ${component.length} files:`);
  for (const file of [...component].sort()) console.error(`  ${relative(file)}`);
  console.error(`  one way round: ${pathRound(component).map(relative).join(' → ')}`);
}
console.error(
  `\n${cycles.length} import cycle(s). Move what the files share into a file of its own that imports neither.`,
);
process.exit(1);
