// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/**
 * The import boundaries of eslint.config.js, tried on code that breaks them: a feature importing
 * another feature, and shared code importing a feature. Lint runs in `npm test`, so such an import
 * cannot land; this test keeps the rule itself from being switched off or mis-pointed.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  test.each([
    {
      rule: 'a feature importing another feature fails lint',
      file: 'apps/web/src/features/docs/uses-marketing.ts',
      code: "import { planCards } from '../marketing/lib/pricing-plans';\nexport const all = planCards;\n",
      expected: [expect.stringContaining('A feature never imports another feature')],
    },
    {
      rule: 'shared code importing a feature fails lint',
      file: 'apps/web/src/components/ui/uses-dashboard.ts',
      code: "import { dashboardTabs } from '../../features/dashboard/lib/tabs';\nexport const all = dashboardTabs;\n",
      expected: [expect.stringContaining('Shared code never imports a feature')],
    },
    {
      rule: 'a feature importing shared code and its own files passes',
      file: 'apps/web/src/features/docs/uses-shared.ts',
      code: "import { paths } from '../../config/paths';\nimport { docsSections } from './docs-sections';\nexport const all = [paths, docsSections];\n",
      expected: [],
    },
  ])(
    '$rule',
    async ({ file, code, expected }) => {
      expect(await boundaryErrors(file, code)).toEqual(expected);
    },
    30_000,
  );
});

describe('import cycles (scripts/check-import-cycles.mjs, run by npm run lint)', () => {
  /** Runs the check over a folder holding `files`: its exit code and what it printed. */
  function checkCycles(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sinyal-cycles-'));
    try {
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      }
      const run = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'scripts/check-import-cycles.mjs'), dir],
        { encoding: 'utf8' },
      );
      return { status: run.status, output: run.stdout + run.stderr };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  test('finds a cycle through a type import and a workspace package, naming its files', () => {
    const { status, output } = checkCycles({
      'apps/server/src/a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'apps/server/src/b.ts':
        "import { c } from '@sinyal/contracts/c';\nexport type B = typeof c;\n",
      'packages/contracts/src/c.ts': "export { a } from '../../../apps/server/src/d';\n",
      'apps/server/src/d.ts':
        "import type { A } from './a';\nexport const a = 1 as unknown as A;\n",
    });
    expect(status).toBe(1);
    for (const file of ['a.ts', 'b.ts', 'd.ts'])
      expect(output).toContain(`apps/server/src/${file}`);
    expect(output).toContain('packages/contracts/src/c.ts');
  });

  test('passes imports that point one way, and ignores an import in a comment', () => {
    const { status, output } = checkCycles({
      'apps/web/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'apps/web/src/b.ts': "// import { a } from './a';\nexport const b = 1;\n",
    });
    expect(output).toContain('No import cycle among 2 files');
    expect(status).toBe(0);
  });
});
