import type { z } from 'zod';

/** Settings that cannot be used; the message lists every bad key under the heading. */
export class SettingsError extends Error {
  constructor(
    heading: string,
    public readonly problems: string[],
  ) {
    super(`${heading}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * The settings the variables give, read by their schema; an empty variable counts as unset.
 * Throws the error `fail` makes from every problem found.
 */
export function parseSettings<S extends z.ZodType>(
  schema: S,
  source: Readonly<Record<string, string | undefined>>,
  fail: (problems: string[]) => SettingsError,
): z.output<S> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw fail(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/**
 * The settings `load` reads; when they cannot be used, undefined after `report` was given the
 * reasons (a program then ends with code 1). Any other failure is thrown on.
 */
export function settingsOrReport<T>(
  load: () => T,
  report: (message: string) => void,
): T | undefined {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    report(error.message);
    return undefined;
  }
}
