import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { CommandResult } from '../../lib/command-result';
import {
  packageStoreKinds,
  type PackageStore,
  type PackageStoreKind,
} from '../../storage/package-store';
import { referencedPackages } from '../registry/registry.service';

export const packagesUsage = [
  '  packages copy [--from files|database|s3] --to files|database|s3',
  '                            Copy every stored package from one store to another (--from',
  '                            defaults to PACKAGE_STORAGE; "db" means database). Each package is',
  '                            checked against its SHA-256 before and after it is written; what',
  '                            the target holds already is skipped, so a second run copies',
  '                            nothing. Then set PACKAGE_STORAGE to the target and restart.',
].join('\n');

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function kindNamed(name: string | undefined): PackageStoreKind | null {
  const lower = name?.toLowerCase();
  if (lower === 'db') return 'database';
  return packageStoreKinds.find((kind) => kind === lower) ?? null;
}

function usageError(problem: string): CommandResult {
  return { exitCode: 2, output: `${problem}\n\n${packagesUsage}` };
}

/** `--from x --to y` (or `--from=x`), nothing else. */
function parseCopyArguments(
  args: string[],
  current: PackageStoreKind,
): { from: PackageStoreKind; to: PackageStoreKind } | CommandResult {
  const given: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const match = /^--(from|to)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) return usageError(`Unknown argument "${arg}".`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value.startsWith('--')) {
      return usageError(`--${match[1]} needs a store: files, database or s3.`);
    }
    if (given[match[1]] !== undefined) return usageError(`--${match[1]} is given twice.`);
    given[match[1]] = value;
  }
  if (given.to === undefined) return usageError('packages copy needs --to.');
  const from = given.from === undefined ? current : kindNamed(given.from);
  const to = kindNamed(given.to);
  for (const [flag, kind, text] of [
    ['--from', from, given.from],
    ['--to', to, given.to],
  ] as const) {
    if (!kind) return usageError(`Unknown store "${text}" for ${flag}: use files, database or s3.`);
  }
  if (!from || !to) return usageError('packages copy needs --to.');
  if (from === to) return usageError(`--from and --to both name ${from}: nothing to copy.`);
  return { from, to };
}

export interface PackagesCommandDeps {
  db: Db;
  /** PACKAGE_STORAGE: the store --from defaults to. */
  currentStorage: PackageStoreKind;
  /** Opens a store by kind (S3 from the S3_* settings, which it refuses to open without). */
  openStore(kind: PackageStoreKind): Promise<PackageStore>;
}

/**
 * `packages copy`: moves what one store holds into another (docs/architecture.md §12), e.g. from
 * the database to S3 before a server is switched to PACKAGE_STORAGE=s3. Nothing is deleted from
 * the source: the operator removes it once the servers read from the target.
 */
export async function runPackagesCommand(
  args: string[],
  deps: PackagesCommandDeps,
): Promise<CommandResult> {
  const [sub, ...rest] = args;
  if (sub !== 'copy') {
    return usageError(sub ? `Unknown packages command "${sub}".` : 'packages needs a command.');
  }
  const parsed = parseCopyArguments(rest, deps.currentStorage);
  if ('exitCode' in parsed) return parsed;

  let source: PackageStore | undefined;
  let target: PackageStore | undefined;
  try {
    try {
      source = await deps.openStore(parsed.from);
      target = await deps.openStore(parsed.to);
    } catch (error) {
      return { exitCode: 1, output: error instanceof Error ? error.message : String(error) };
    }
    return await copyPackages(source, target, await referencedPackages(deps.db));
  } finally {
    await source?.close?.();
    await target?.close?.();
  }
}

async function copyPackages(
  source: PackageStore,
  target: PackageStore,
  referenced: string[],
): Promise<CommandResult> {
  const counts = { copied: 0, present: 0, damaged: 0, bytes: 0 };
  const damaged: string[] = [];
  const inTarget = new Set(await target.list());
  for (const sha256 of await source.list()) {
    if (inTarget.has(sha256)) {
      counts.present++;
      continue;
    }
    const bytes = await source.get(sha256);
    // A package whose bytes no longer hash to their name is not copied: the target would serve it.
    if (!bytes || sha256Of(bytes) !== sha256) {
      counts.damaged++;
      damaged.push(`  ${sha256}: the ${source.kind} store's bytes do not match this SHA-256`);
      continue;
    }
    await target.put(sha256, bytes);
    const written = await target.get(sha256);
    if (!written || sha256Of(written) !== sha256) {
      counts.damaged++;
      damaged.push(`  ${sha256}: read back from the ${target.kind} store, the bytes differ`);
      continue;
    }
    inTarget.add(sha256);
    counts.copied++;
    counts.bytes += bytes.length;
  }
  const missing = referenced.filter((sha256) => !inTarget.has(sha256));
  const lines = [
    `Copied ${counts.copied} package${counts.copied === 1 ? '' : 's'} (${(counts.bytes / 1024 / 1024).toFixed(1)} MB) from ${source.kind} to ${target.kind}; ${counts.present} already there.`,
  ];
  if (damaged.length > 0) lines.push(`${counts.damaged} not copied:`, ...damaged);
  if (missing.length > 0) {
    lines.push(
      `${missing.length} package${missing.length === 1 ? '' : 's'} that versions name ${missing.length === 1 ? 'is' : 'are'} not in ${target.kind} (missing from ${source.kind} too, or damaged):`,
      ...missing.map((sha256) => `  ${sha256}`),
    );
  } else {
    lines.push(`Every package a version names (${referenced.length}) is in ${target.kind}.`);
  }
  return { exitCode: damaged.length + missing.length > 0 ? 1 : 0, output: lines.join('\n') };
}
