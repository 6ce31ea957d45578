import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * Every regular expression written in the code that runs on input (contracts, server, agent, web)
 * is analysed with recheck, which finds the patterns a backtracking engine can take exponential or
 * polynomial time on. A pattern like /^[^@]+@[^@]+\.[^@]+$/ is polynomial: 30 KB of crafted input
 * kept the server busy for seconds (docs/decisions/0004-bounded-text-and-linear-patterns.md). Write such checks as code or as a single character
 * class instead. Dynamic `new RegExp(...)` is not allowed: its pattern cannot be checked here.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sourceRoots = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/scripts',
  'apps/agent/src',
  'apps/agent/scripts',
  'apps/web/src',
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface FoundPattern {
  where: string;
  source: string;
  flags: string;
}

function patternsIn(file: string): { literals: FoundPattern[]; dynamic: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const literals: FoundPattern[] = [];
  const dynamic: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(repoRoot, file)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      literals.push({
        where: where(node),
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      dynamic.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { literals, dynamic };
}

const found = sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root))).map(patternsIn);
const literals = found.flatMap((entry) => entry.literals);

describe('regular expressions in the source', () => {
  test('the scan finds the patterns it should (the e-mail and semver checks among them)', () => {
    expect(literals.length).toBeGreaterThan(20);
    expect(literals.some((found) => found.where.includes('extension-manifest.ts'))).toBe(true);
  });

  test('none is built at run time from a string', () => {
    expect(found.flatMap((entry) => entry.dynamic)).toEqual([]);
  });

  test('every pattern runs in linear time (recheck finds no exponential or polynomial case)', () => {
    const unsafe = literals
      .map((pattern) => ({ ...pattern, diagnostics: checkSync(pattern.source, pattern.flags) }))
      .filter(({ diagnostics }) => diagnostics.status !== 'safe')
      .map(
        ({ where, source, flags, diagnostics }) =>
          `${where} /${source}/${flags}: ${
            diagnostics.status === 'vulnerable'
              ? diagnostics.complexity.summary
              : diagnostics.status
          }`,
      );
    expect(unsafe).toEqual([]);
  }, 60_000);
});
