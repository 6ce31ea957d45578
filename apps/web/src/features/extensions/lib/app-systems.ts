import { appOperatingSystems } from '@sinyal/contracts/app-releases';

/**
 * The systems of an extension's list ("Windows, Linux, macOS") that the desktop app runs on, in the
 * extension's order. An extension is only usable inside the app, so a system without an app (macOS
 * today) is left out rather than promised; a publisher's own spelling of case is forgiven.
 */
export function appSystemsOf(os: string): string[] {
  const known = new Map(appOperatingSystems.map((name) => [name.toLowerCase(), name]));
  const systems: string[] = [];
  for (const part of os.split(',')) {
    const name = known.get(part.trim().toLowerCase());
    if (name && !systems.includes(name)) systems.push(name);
  }
  return systems;
}
