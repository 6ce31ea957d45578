import fs from 'node:fs/promises';
import path from 'node:path';
import { catalogCategoryOf, checkManifest } from '@sinyal/contracts/extension-manifest';
import type { CommandResult } from '../../lib/command-result';

export const manifestUsage = [
  'Usage: npm run manifest -- validate <file>',
  '',
  '  validate <file>   checks a manifest.json (or the manifest.json inside a folder) against the',
  '                    rules of POST /api/extensions and prints each problem with its field',
].join('\n');

/** "position 42" in a JSON.parse message, as "line 3, column 7" of the text. */
function describeJsonError(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1];
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  if (position === undefined) return error.message;
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  const column = Number(position) - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

async function readManifestFile(
  target: string,
  cwd: string,
): Promise<{ ok: true; shown: string; text: string } | { ok: false; message: string }> {
  let file = path.resolve(cwd, target);
  let shown = target;
  try {
    if ((await fs.stat(file)).isDirectory()) {
      file = path.join(file, 'manifest.json');
      shown = path.join(target, 'manifest.json');
    }
    return { ok: true, shown, text: await fs.readFile(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      const where = file === target ? '' : ` (looked for ${file})`;
      return { ok: false, message: `Cannot find ${target}${where}` };
    }
    if (code === 'EACCES')
      return { ok: false, message: `Cannot read ${target}: permission denied` };
    return { ok: false, message: `Cannot read ${target}: ${(error as Error).message}` };
  }
}

/** `validate <file>`: the lines to print and the exit code (0 valid, 1 problems, 2 usage). */
export async function runManifestCommand(
  args: readonly string[],
  cwd: string = process.cwd(),
): Promise<CommandResult> {
  const [command, target, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    return { exitCode: command === undefined ? 2 : 0, output: manifestUsage };
  }
  if (command !== 'validate') {
    return { exitCode: 2, output: `Unknown command "${command}".\n\n${manifestUsage}` };
  }
  if (target === undefined || rest.length > 0) {
    return { exitCode: 2, output: `validate takes one file.\n\n${manifestUsage}` };
  }

  const read = await readManifestFile(target, cwd);
  if (!read.ok) return { exitCode: 1, output: read.message };
  const name = read.shown;

  // Editors on Windows may save a byte order mark; JSON.parse would stop at it.
  const text = read.text.replace(/^\uFEFF/, '');
  if (text.trim() === '')
    return { exitCode: 1, output: `${name} is empty: it must hold a JSON object` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      exitCode: 1,
      output: `${name} is not valid JSON (${describeJsonError(text, error as Error)}): fix the syntax first`,
    };
  }

  const result = checkManifest(data);
  if (!result.ok) {
    const count = result.problems.length;
    return {
      exitCode: 1,
      output: [
        `${name} has ${count} problem${count === 1 ? '' : 's'}:`,
        ...result.problems.map((problem) => `  ${problem.field}: ${problem.message}`),
      ].join('\n'),
    };
  }
  const { manifest } = result;
  return {
    exitCode: 0,
    output: [
      `${name} is valid`,
      `  ${manifest.id} ${manifest.version}: "${manifest.name}" by ${manifest.author}`,
      `  listed under ${catalogCategoryOf[manifest.category]} (category ${manifest.category}), mode ${manifest.mode}, for ${manifest.os.join(', ')}`,
    ].join('\n'),
  };
}
