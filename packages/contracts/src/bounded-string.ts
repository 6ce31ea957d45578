import { z } from 'zod';

/**
 * A string of at most `max` characters; longer input is refused before anything else runs.
 * Every text field of the contracts starts with it: zod runs later checks (refinements, patterns)
 * even after a plain `max` has failed, so only an aborting bound keeps long input away from them
 * (docs/decisions/0004).
 */
export function boundedString(max: number, message: string) {
  return z.string().max(max, { error: message, abort: true });
}
