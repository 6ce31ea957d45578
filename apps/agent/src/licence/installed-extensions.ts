import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeviceUsage } from '@sinyal/contracts/licence';
import { stateFileName } from '../state-store';

/**
 * What a command reports at a renewal: the extensions the agent's state lists as installed, read
 * without opening the store (the agent may be running and writing it). Nothing when it cannot be
 * read; the running agent reports from its store (app.ts).
 */
export function installedExtensions(dataDir: string): DeviceUsage | undefined {
  try {
    const state = JSON.parse(readFileSync(path.join(dataDir, stateFileName), 'utf8')) as {
      extensions?: Record<string, { installed?: unknown }>;
    };
    const extensions = Object.entries(state.extensions ?? {})
      .filter(([, extension]) => extension.installed === true)
      .map(([id]) => id);
    return { extensions };
  } catch {
    return undefined;
  }
}
