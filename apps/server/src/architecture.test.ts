import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * The server's imports point one way (docs/architecture.md §1, server layout): the
 * cross-cutting layers never know the modules nor the composition root (app.ts wires them), and
 * no files import each other in a circle. Read from the source text alone, so it stays fast.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

/** The layers below the modules; app-context.ts and app.ts stand above them, server.ts on top. */
const lowerLayers = [
  'config.ts',
  'errors.ts',
  'db',
  'jobs',
  'lib',
  'mail',
  'observability',
  'plugins',
  'security',
  'storage',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

// `import … from '…'`, `import type …`, `export … from '…'` and bare `import '…'`, over lines.
const specifierPattern = /^\s*(?:import|export)\b[^'";]*?(?:\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The files of src a file imports, by path relative to src. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(specifierPattern)].flatMap(([, specifier]) => {
    const target = path.resolve(path.dirname(file), specifier!);
    const found = [`${target}.ts`, path.join(target, 'index.ts'), target].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found ? [path.relative(src, found)] : [];
  });
}

const graph = new Map(
  sourceFiles(src).map((file) => [path.relative(src, file), importsOf(file)] as const),
);

const isLower = (file: string) =>
  lowerLayers.some((layer) => file === layer || file.startsWith(`${layer}/`));
const isUpper = (file: string) =>
  file.startsWith('modules/') || ['app.ts', 'app-context.ts', 'server.ts'].includes(file);

/** Tarjan's strongly connected components: every group of two or more files in a circle. */
function circles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the server import graph', () => {
  test('is read: the composition root imports the modules and the layers', () => {
    // Guards the reader itself: a pattern that read nothing would pass every test below.
    expect(graph.get('app.ts')).toEqual(
      expect.arrayContaining(['plugins/api.ts', 'modules/registry/registry.routes.ts']),
    );
    expect(graph.get('modules/auth/token-check.service.ts')).toContain('plugins/auth.ts');
  });

  test('no cross-cutting layer imports a module, app.ts or app-context.ts', () => {
    const upward = [...graph].flatMap(([file, imports]) =>
      isLower(file) ? imports.filter(isUpper).map((target) => `${file} -> ${target}`) : [],
    );
    expect(upward).toEqual([]);
  });

  test('no files import each other in a circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  test('the circle finder finds a circle', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(edges)).toEqual([['a', 'b', 'c']]);
  });
});
