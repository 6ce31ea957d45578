import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a computer keeps an id of its own installation, per system. Never a MAC address. */
function machineId(): string | null {
  try {
    if (process.platform === 'linux') {
      for (const file of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
        try {
          const id = readFileSync(file, 'utf8').trim();
          if (id) return id;
        } catch {
          // Try the next place.
        }
      }
      return null;
    }
    if (process.platform === 'win32') {
      const output = execFileSync(
        'reg',
        ['query', 'HKLM\\SOFTWARE\\Microsoft\\Cryptography', '/v', 'MachineGuid'],
        { encoding: 'utf8', timeout: 5000 },
      );
      return output.split(/\s+/).filter(Boolean).at(-1) ?? null;
    }
    if (process.platform === 'darwin') {
      const output = execFileSync('ioreg', ['-rd1', '-c', 'IOPlatformExpertDevice'], {
        encoding: 'utf8',
        timeout: 5000,
      });
      const line = output.split('\n').find((text) => text.includes('IOPlatformUUID'));
      return line?.split('"').at(-2) ?? null;
    }
  } catch {
    // No id from the system: the install id below takes its place.
  }
  return null;
}

/** A random id kept in the agent's folder, for a system that gives none. */
function installId(dataDir: string): string {
  const file = path.join(dataDir, 'install-id');
  try {
    const id = readFileSync(file, 'utf8').trim();
    if (id) return id;
  } catch {
    // Made below.
  }
  const id = randomBytes(16).toString('hex');
  writeFileSync(file, `${id}\n`, { mode: 0o600 });
  return id;
}

/**
 * This computer's fingerprint as the service sees it (docs/architecture.md §9): a hash of the
 * system's machine id, so the same computer keeps its seat when the app signs in again, and
 * nothing about its hardware (no MAC address) leaves it. The service keeps only a keyed hash.
 */
export function deviceFingerprint(dataDir: string): string {
  const id = machineId() ?? `install:${installId(dataDir)}`;
  return createHash('sha256').update(`sinyal-device:${id}`).digest('base64url');
}
