import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compactVerify, createLocalJWKSet } from 'jose';
import { extensionIdPattern } from '@sinyal/contracts/extension-manifest';
import { packageFileName, packageFiles } from '@sinyal/contracts/extension-package';
import { englishMessage } from '@sinyal/contracts/message-catalog';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import { registryPaths } from '@sinyal/contracts/extension-registry';
import { withoutTrailingSlashes } from '@sinyal/contracts/trailing-slashes';
import type { CommandResult } from '../../lib/command-result';
import { PackageProblem } from './package/package-problem';
import { PackFolderError, packFolder } from './package/pack-folder';
import { readPackage, type PackageContents } from './package/read-package';

export interface ExtEnvironment {
  cwd: string;
  /** SINYAL_REGISTRY and SINYAL_API_TOKEN, read by the script. */
  registry?: string | undefined;
  token?: string | undefined;
  fetch?: typeof fetch;
}

export const extUsage = [
  'Usage: npm run ext -- <command>',
  '',
  '  init <folder>                  a new extension: manifest.json, README.md, CHANGELOG.md, the module',
  "  validate <folder|file.sxp>     checks a folder or a package with the registry's own rules",
  '  pack <folder> [--out <file>]   writes <id>-<version>.sxp (the same folder gives the same bytes)',
  '  publish <file.sxp> [--token <API token>] [--registry <site>]',
  '                                 publishes it; the token defaults to $SINYAL_API_TOKEN, the site',
  '                                 to $SINYAL_REGISTRY or http://localhost:3000',
].join('\n');

const usage = (message: string): CommandResult => ({
  exitCode: 2,
  output: `${message}\n\n${extUsage}`,
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A refused package, said the way a developer fixes it: the file, then each field or entry. */
function describeProblem(shown: string, problem: PackageProblem): string {
  if (problem.code === 'package_manifest_invalid' && problem.fieldCodes) {
    const lines = Object.entries(problem.fieldCodes).map(
      ([field, code]) =>
        `  ${field.replace(/^manifest\./, '')}: ${problem.fieldTexts?.[field] ?? englishMessage(code) ?? code}`,
    );
    const count = lines.length;
    return [
      `${shown}: manifest.json has ${count} problem${count === 1 ? '' : 's'}:`,
      ...lines,
    ].join('\n');
  }
  return `${shown}: ${problem.message}`;
}

function summary(contents: PackageContents): string[] {
  const { manifest } = contents;
  return [
    `  ${manifest.id} ${manifest.version}: "${manifest.name}" by ${manifest.author}`,
    `  mode ${manifest.mode}, category ${manifest.category}, for ${manifest.os.join(', ')}, Sinyal ${manifest.engines.sinyal}`,
    `  ${contents.files.length} files, ${kb(contents.unpackedBytes)} unpacked, entry point ${manifest.entry_point}`,
  ];
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isDirectory();
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Runs what a package check can throw, as the command's answer. */
async function guarded(shown: string, work: () => Promise<CommandResult>): Promise<CommandResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PackageProblem)
      return { exitCode: 1, output: describeProblem(shown, error) };
    if (error instanceof PackFolderError)
      return { exitCode: 1, output: `${shown}: ${error.message}` };
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { exitCode: 1, output: `Cannot find ${shown}` };
    if (code === 'EACCES')
      return { exitCode: 1, output: `Cannot read ${shown}: permission denied` };
    throw error;
  }
}

const moduleNameOf = (id: string) => id.replace(/[-.]/g, '_');
const titleOf = (id: string) =>
  id
    .split(/[-_.]/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

async function init(target: string, env: ExtEnvironment): Promise<CommandResult> {
  const folder = path.resolve(env.cwd, target);
  const id = path.basename(folder).toLowerCase();
  if (!extensionIdPattern.test(id) || id.length < 3 || id.length > 64) {
    return {
      exitCode: 1,
      output: `${target}: the folder's name becomes the extension's id, and "${id}" is not one: 3 to 64 lower-case letters and digits, words joined by "-", "_" or "." (e.g. serial-monitor)`,
    };
  }
  if ((await exists(folder)) && (await fs.readdir(folder)).length > 0) {
    return {
      exitCode: 1,
      output: `${target} is not empty: init writes a new extension into an empty or new folder`,
    };
  }
  const moduleName = moduleNameOf(id);
  const name = titleOf(id);
  const manifest = {
    name,
    id,
    version: '0.1.0',
    description: `${name} for Sinyal: say in one or two sentences what it does.`,
    mode: 'lite',
    author: 'Your Name',
    os: ['Windows', 'Linux', 'macOS'],
    category: 'DataSource',
    entry_point: `${moduleName}.main:app`,
    engines: { sinyal: '>=1.0.0 <2.0.0' },
  };
  const files: Record<string, string> = {
    [packageFiles.manifest]: `${JSON.stringify(manifest, null, 2)}\n`,
    [packageFiles.readme]: `# ${name}\n\nWhat it does, how to set it up, what it needs.\n`,
    [packageFiles.changelog]: `# Changelog\n\n## 0.1.0\n\n- First version.\n`,
    'requirements.txt': '# Python packages the extension needs, one per line (pip format).\n',
    [`${moduleName}/__init__.py`]: `"""${name}."""\n`,
    [`${moduleName}/main.py`]: [
      `"""${name}: the app loads \`app\` and calls start(emit) and stop()."""`,
      '',
      '',
      'class App:',
      '    def start(self, emit):',
      '        """Called when the extension is enabled; emit(channel, value) plots one sample."""',
      '        self.emit = emit',
      '',
      '    def stop(self):',
      '        """Called when the extension is disabled or the app closes."""',
      '',
      '',
      'app = App()',
      '',
    ].join('\n'),
  };
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await fs.writeFile(path.join(folder, name), text);
  }
  return {
    exitCode: 0,
    output: [
      `Created ${target}/ for the extension "${id}":`,
      ...Object.keys(files)
        .sort()
        .map((file) => `  ${file}`),
      '',
      `Next: fill in manifest.json (name, description, author, mode), write ${moduleName}/main.py, then`,
      `  npm run ext -- pack ${target}`,
    ].join('\n'),
  };
}

async function validate(target: string, env: ExtEnvironment): Promise<CommandResult> {
  const file = path.resolve(env.cwd, target);
  return guarded(target, async () => {
    const contents = (await isDirectory(file))
      ? (await packFolder(file)).contents
      : await readPackage(await fs.readFile(file));
    return {
      exitCode: 0,
      output: [`${target} is a valid package`, ...summary(contents)].join('\n'),
    };
  });
}

async function pack(
  target: string,
  out: string | undefined,
  env: ExtEnvironment,
): Promise<CommandResult> {
  const folder = path.resolve(env.cwd, target);
  if (!(await isDirectory(folder))) return { exitCode: 1, output: `${target} is not a folder` };
  return guarded(target, async () => {
    const { bytes, contents } = await packFolder(folder);
    const name = out ?? packageFileName(contents.manifest.id, contents.manifest.version);
    await fs.writeFile(path.resolve(env.cwd, name), bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return {
      exitCode: 0,
      output: [`Packed ${name} (${kb(bytes.length)}, sha256 ${sha256})`, ...summary(contents)].join(
        '\n',
      ),
    };
  });
}

async function publish(
  target: string,
  options: { token?: string | undefined; registry?: string | undefined },
  env: ExtEnvironment,
): Promise<CommandResult> {
  const token = options.token ?? env.token;
  if (!token) {
    return usage(
      'publish needs an API token: --token <token> or SINYAL_API_TOKEN (dashboard, API Access)',
    );
  }
  const site = withoutTrailingSlashes(options.registry ?? env.registry ?? 'http://localhost:3000');
  const call = env.fetch ?? fetch;
  return guarded(target, async () => {
    const bytes = await fs.readFile(path.resolve(env.cwd, target));
    const { manifest } = await readPackage(bytes);
    let response: Response;
    try {
      response = await call(`${site}${registryPaths.versions(manifest.id)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
        body: new Uint8Array(bytes),
      });
    } catch (error) {
      return { exitCode: 1, output: `Cannot reach ${site}: ${(error as Error).message}` };
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status !== 201 || !answer) {
      const fields = answer?.fields as Record<string, string> | undefined;
      return {
        exitCode: 1,
        output: [
          `${site} refused ${target}: ${response.status} ${String(answer?.code ?? '')}`,
          `  ${String(answer?.detail ?? response.statusText)}`,
          ...Object.entries(fields ?? {}).map(([field, text]) => `  ${field}: ${text}`),
        ].join('\n'),
      };
    }
    // What the registry signed is checked against its published keys before saying it is done.
    const keys = jwksSchema.parse(await (await call(`${site}${registryPaths.keys}`)).json());
    const { payload, protectedHeader } = await compactVerify(
      String(answer.signature),
      createLocalJWKSet(keys),
    );
    const statement = JSON.parse(new TextDecoder().decode(payload)) as {
      sha256: string;
      size: number;
    };
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const matches = statement.sha256 === sha256 && statement.size === bytes.length;
    return {
      exitCode: matches ? 0 : 1,
      output: [
        `Published ${manifest.id} ${manifest.version} to ${site}`,
        `  sha256 ${String(answer.sha256)}, ${kb(Number(answer.size))}`,
        matches
          ? `  signature verified with the registry's key ${String(protectedHeader.kid)}`
          : '  the registry signed other bytes than these: do not trust this publish',
        `  ${site}/extensions/${manifest.id}`,
      ].join('\n'),
    };
  });
}

const valueOptions = new Set(['--out', '--token', '--registry']);

/**
 * "--token <t>" as "--token=<t>": a random token starts with "-" once in 64, and node's parseArgs
 * would take that value for another option and refuse the command.
 */
function joinOptionValues(args: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const value = args[index + 1];
    if (valueOptions.has(arg) && value !== undefined) {
      joined.push(`${arg}=${value}`);
      index += 1;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/** `npm run ext -- init|validate|pack|publish`: the lines to print and the exit code (0, 1 problems, 2 usage). */
export async function runExtCommand(
  args: readonly string[],
  env: ExtEnvironment,
): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: joinOptionValues(args),
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        token: { type: 'string' },
        registry: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const [command, target, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help') return { exitCode: 0, output: extUsage };
  if (command === undefined) return usage('Name a command.');
  if (!['init', 'validate', 'pack', 'publish'].includes(command)) {
    return usage(`Unknown command "${command}".`);
  }
  if (target === undefined || rest.length > 0) return usage(`${command} takes one folder or file.`);
  switch (command) {
    case 'init':
      return init(target, env);
    case 'validate':
      return validate(target, env);
    case 'pack':
      return pack(target, parsed.values.out, env);
    default:
      return publish(target, { token: parsed.values.token, registry: parsed.values.registry }, env);
  }
}
