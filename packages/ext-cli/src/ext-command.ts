import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compactVerify, createLocalJWKSet } from 'jose';
import { extensionIdPattern } from '@sinyal/contracts/extension-manifest';
import { packageFileName, packageFiles } from '@sinyal/contracts/extension-package';
import { englishMessage } from '@sinyal/contracts/message-catalog';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import { registryPaths } from '@sinyal/contracts/extension-registry';
import { apiPaths } from '@sinyal/contracts/api-paths';
import {
  changelogWarning,
  templateDescription,
  templatePlaceholders,
  templateReadme,
} from '@sinyal/contracts/extension-template';
import { withoutTrailingSlashes } from '@sinyal/contracts/trailing-slashes';
import type { CommandResult } from './command-result';
import { readCredential, removeCredential, saveCredential } from './credentials';
import { DeviceLoginError, deviceLogin } from './device-login';
import { toolVersion } from './tool-version';
import { PackageProblem } from './package/package-problem';
import { PackFolderError, packFolder } from './package/pack-folder';
import { readPackage, type PackageContents } from './package/read-package';

export interface ExtEnvironment {
  cwd: string;
  /** SINYAL_REGISTRY and SINYAL_API_TOKEN, as the shell has them. */
  registry?: string | undefined;
  token?: string | undefined;
  /** Where credentials.json is kept (credentials.ts). */
  credentialsFile: string;
  fetch?: typeof fetch;
  /** For what `login` says before it is done (the code to approve); console.log by default. */
  print?: (line: string) => void;
  /** Between login's polls; tests hand in one that does not wait. */
  wait?: (seconds: number) => Promise<void>;
  now?: () => Date;
}

/** Where `--registry` and SINYAL_REGISTRY point when neither is given: the public site. */
export const publicRegistry = 'https://sinyal.app';

export const extUsage = [
  'Usage: sinyal-ext <command>',
  '',
  '  init [folder]                  a new extension: manifest.json, README.md, CHANGELOG.md, the module',
  "  validate [folder|file.sxp]     checks a folder or a package with the registry's own rules",
  '  pack [folder] [--out <file>]   writes <id>-<version>.sxp (the same folder gives the same bytes)',
  '  publish [folder|file.sxp]      packs the folder if need be and publishes it',
  '  yank <id> <version> --reason <why>',
  '                                 hides a published version from new installs',
  '  login                          signs in on the site in a browser and keeps an API token',
  '  logout                         forgets (and revokes) the kept token',
  '',
  'A folder defaults to the current one. Options of publish, yank, login and logout:',
  `  --registry <site>              the site; $SINYAL_REGISTRY or ${publicRegistry}`,
  '  --token <API token>            instead of the one `login` kept; also $SINYAL_API_TOKEN',
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
    description: templateDescription(name),
    mode: 'lite',
    author: templatePlaceholders.author,
    os: ['Windows', 'Linux', 'macOS'],
    category: 'DataSource',
    entry_point: `${moduleName}.main:app`,
    engines: { sinyal: '>=1.0.0 <2.0.0' },
  };
  const files: Record<string, string> = {
    [packageFiles.manifest]: `${JSON.stringify(manifest, null, 2)}\n`,
    [packageFiles.readme]: templateReadme(name),
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
  const shownTarget = target === '.' ? '' : ` ${target}`;
  return {
    exitCode: 0,
    output: [
      `Created ${target === '.' ? 'the current folder' : `${target}/`} for the extension "${id}":`,
      ...Object.keys(files)
        .sort()
        .map((file) => `  ${file}`),
      '',
      `Next: fill in manifest.json (description, author, mode), README.md and ${moduleName}/main.py, then`,
      `  sinyal-ext validate${shownTarget}`,
    ].join('\n'),
  };
}

/** The package of a folder (packed in memory) or of a .sxp file, as the registry reads it. */
async function contentsOf(file: string): Promise<{ bytes: Buffer; contents: PackageContents }> {
  if (await isDirectory(file)) return packFolder(file);
  const bytes = await fs.readFile(file);
  return { bytes, contents: await readPackage(bytes) };
}

/** Said, not refused: a changelog that does not name the version (docs/architecture.md §19). */
function warnings(contents: PackageContents): string[] {
  const warning = changelogWarning(contents.changelog, contents.manifest.version);
  return warning ? [`Warning: ${warning}`] : [];
}

async function validate(target: string, env: ExtEnvironment): Promise<CommandResult> {
  return guarded(target, async () => {
    const { contents } = await contentsOf(path.resolve(env.cwd, target));
    return {
      exitCode: 0,
      output: [`${target} is a valid package`, ...summary(contents), ...warnings(contents)].join(
        '\n',
      ),
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
      output: [
        `Packed ${name} (${kb(bytes.length)}, sha256 ${sha256})`,
        ...summary(contents),
        ...warnings(contents),
      ].join('\n'),
    };
  });
}

interface SiteOptions {
  token?: string | undefined;
  registry?: string | undefined;
}

const siteOf = (options: SiteOptions, env: ExtEnvironment) =>
  withoutTrailingSlashes(options.registry ?? env.registry ?? publicRegistry);

/** --token, then SINYAL_API_TOKEN, then what `login` kept for this site. */
async function tokenFor(site: string, options: SiteOptions, env: ExtEnvironment) {
  const given = options.token ?? env.token;
  if (given) return { token: given, from: 'given' as const };
  const kept = await readCredential(env.credentialsFile, site);
  return kept ? { token: kept.token, from: 'login' as const } : null;
}

const noToken = (site: string) =>
  usage(
    `No API token for ${site}: run sinyal-ext login, or pass --token <token> or SINYAL_API_TOKEN (dashboard, API Access)`,
  );

/**
 * A refusal as the developer fixes it. A 401 is about the token itself, which the tool sent: it is
 * wrong, revoked or expired — not a session of theirs that ended.
 */
function refusal(
  site: string,
  what: string,
  response: Response,
  answer: Record<string, unknown> | null,
  from: 'given' | 'login',
): CommandResult {
  if (response.status === 401) {
    const fix =
      from === 'login'
        ? 'run sinyal-ext login again'
        : 'check it, or make a new one in the dashboard (API Access) or with sinyal-ext login';
    const code = String(answer?.code ?? '');
    const why =
      code === 'unknown_token'
        ? 'the site knows no such token (mistyped, or made on another site)'
        : code === 'invalid_api_token'
          ? 'the token was revoked or has expired'
          : 'the token is wrong, revoked or expired';
    return { exitCode: 1, output: `${site} refused the API token (401 ${code}): ${why}; ${fix}` };
  }
  const fields = answer?.fields as Record<string, string> | undefined;
  return {
    exitCode: 1,
    output: [
      `${site} refused ${what}: ${response.status} ${String(answer?.code ?? '')}`,
      `  ${String(answer?.detail ?? response.statusText)}`,
      ...Object.entries(fields ?? {}).map(([field, text]) => `  ${field}: ${text}`),
    ].join('\n'),
  };
}

async function send(
  env: ExtEnvironment,
  url: string,
  init: RequestInit,
): Promise<{ response: Response; answer: Record<string, unknown> | null } | string> {
  const call = env.fetch ?? fetch;
  try {
    const response = await call(url, init);
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { response, answer };
  } catch (error) {
    return `Cannot reach ${new URL(url).origin}: ${(error as Error).message}`;
  }
}

async function publish(
  target: string,
  options: SiteOptions,
  env: ExtEnvironment,
): Promise<CommandResult> {
  const site = siteOf(options, env);
  const token = await tokenFor(site, options, env);
  if (!token) return noToken(site);
  const call = env.fetch ?? fetch;
  return guarded(target, async () => {
    const { bytes, contents } = await contentsOf(path.resolve(env.cwd, target));
    const { manifest } = contents;
    const sent = await send(env, `${site}${registryPaths.versions(manifest.id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/zip' },
      body: new Uint8Array(bytes),
    });
    if (typeof sent === 'string') return { exitCode: 1, output: sent };
    const { response, answer } = sent;
    if (response.status !== 201 || !answer) {
      return refusal(site, target, response, answer, token.from);
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
        ...warnings(contents),
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

async function yank(
  id: string,
  version: string,
  options: SiteOptions & { reason?: string | undefined },
  env: ExtEnvironment,
): Promise<CommandResult> {
  if (!options.reason) return usage('yank needs --reason <why>, shown to those who have it.');
  const site = siteOf(options, env);
  const token = await tokenFor(site, options, env);
  if (!token) return noToken(site);
  const sent = await send(env, `${site}${registryPaths.yank(id, version)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: options.reason }),
  });
  if (typeof sent === 'string') return { exitCode: 1, output: sent };
  if (!sent.response.ok) {
    return refusal(site, `${id} ${version}`, sent.response, sent.answer, token.from);
  }
  return { exitCode: 0, output: `Yanked ${id} ${version} on ${site}: new installs skip it` };
}

async function login(options: SiteOptions, env: ExtEnvironment): Promise<CommandResult> {
  const site = siteOf(options, env);
  const now = env.now ?? (() => new Date());
  if (options.token) {
    await saveCredential(env.credentialsFile, site, options.token, now());
    return { exitCode: 0, output: `Kept the token for ${site} in ${env.credentialsFile}` };
  }
  try {
    const token = await deviceLogin(site, {
      fetch: env.fetch ?? fetch,
      print: env.print ?? console.log,
      wait:
        env.wait ?? ((seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))),
      deviceName: `sinyal-ext on ${os.hostname()}`.slice(0, 100),
      os: `${os.type()} ${os.release()}`.slice(0, 60),
      appVersion: toolVersion,
    });
    await saveCredential(env.credentialsFile, site, token, now());
  } catch (error) {
    if (error instanceof DeviceLoginError) return { exitCode: 1, output: error.message };
    if (error instanceof TypeError) {
      return { exitCode: 1, output: `Cannot reach ${site}: ${error.message}` };
    }
    throw error;
  }
  return {
    exitCode: 0,
    output: `Signed in to ${site}: the API token (publish scope) is kept in ${env.credentialsFile}`,
  };
}

async function logout(options: SiteOptions, env: ExtEnvironment): Promise<CommandResult> {
  const site = siteOf(options, env);
  const kept = await readCredential(env.credentialsFile, site);
  if (!kept) return { exitCode: 0, output: `No token kept for ${site}` };
  // Revoked first, so that a copy of the file does not keep publishing; forgotten either way.
  const sent = await send(env, `${site}${apiPaths.currentToken}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${kept.token}` },
  });
  await removeCredential(env.credentialsFile, site);
  const revoked = typeof sent !== 'string' && (sent.response.ok || sent.response.status === 401);
  return {
    exitCode: 0,
    output: revoked
      ? `Signed out of ${site}: the token is revoked and forgotten`
      : `Forgot the token for ${site}, but could not revoke it there: revoke it in the dashboard (API Access)`,
  };
}

const valueOptions = new Set(['--out', '--token', '--registry', '--reason']);

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

const commands = ['init', 'validate', 'pack', 'publish', 'yank', 'login', 'logout'];

/** `sinyal-ext <command>` (and `npm run ext -- <command>`): the lines to print and the exit code. */
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
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.version) return { exitCode: 0, output: toolVersion };
  if (parsed.values.help || command === 'help') return { exitCode: 0, output: extUsage };
  if (command === undefined) return usage('Name a command.');
  if (!commands.includes(command)) return usage(`Unknown command "${command}".`);
  const site = { token: parsed.values.token, registry: parsed.values.registry };
  if (command === 'yank') {
    const [id, version, ...more] = rest;
    if (id === undefined || version === undefined || more.length > 0) {
      return usage('yank takes an extension id and a version.');
    }
    return yank(id, version, { ...site, reason: parsed.values.reason }, env);
  }
  if (command === 'login' || command === 'logout') {
    if (rest.length > 0) return usage(`${command} takes no folder or file.`);
    return command === 'login' ? login(site, env) : logout(site, env);
  }
  if (rest.length > 1) return usage(`${command} takes one folder or file.`);
  const target = rest[0] ?? '.';
  switch (command) {
    case 'init':
      return init(target, env);
    case 'validate':
      return validate(target, env);
    case 'pack':
      return pack(target, parsed.values.out, env);
    default:
      return publish(target, site, env);
  }
}
