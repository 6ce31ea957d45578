import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The API tokens `sinyal-ext login` got, one per registry, in
 * `$XDG_CONFIG_HOME/sinyal/credentials.json` (`~/.config/sinyal/` without it). Only the owner may
 * read the file (0600) or list the folder (0700): a token publishes in the account's name.
 */
export interface StoredCredential {
  token: string;
  saved_at: string;
}

interface CredentialsFile {
  registries: Record<string, StoredCredential>;
}

export function credentialsPath(env: { configHome?: string | undefined; home: string }): string {
  const base = env.configHome?.trim() ? env.configHome : path.join(env.home, '.config');
  return path.join(base, 'sinyal', 'credentials.json');
}

async function readFile(file: string): Promise<CredentialsFile> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { registries: {} };
    throw error;
  }
  const data = JSON.parse(text) as Partial<CredentialsFile>;
  return { registries: { ...(data.registries ?? {}) } };
}

async function writeFile(file: string, data: CredentialsFile): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written beside it and renamed over it, so a crash never leaves half a file; chmod because
  // `mode` applies only to a file that is created, and an umask may have widened it.
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  await fs.chmod(temporary, 0o600);
  await fs.rename(temporary, file);
}

export async function readCredential(file: string, site: string): Promise<StoredCredential | null> {
  return (await readFile(file)).registries[site] ?? null;
}

export async function saveCredential(file: string, site: string, token: string, now: Date) {
  const data = await readFile(file);
  data.registries[site] = { token, saved_at: now.toISOString() };
  await writeFile(file, data);
}

/** Forgets the registry's token; true when there was one. */
export async function removeCredential(file: string, site: string): Promise<boolean> {
  const data = await readFile(file);
  if (!(site in data.registries)) return false;
  delete data.registries[site];
  await writeFile(file, data);
  return true;
}
