// @vitest-environment node
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
