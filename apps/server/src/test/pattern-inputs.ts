/** A regular expression that ran (as /source/flags), and the length of the longest text it ran on. */
export interface PatternRun {
  pattern: string;
  longest: number;
}

/**
 * The regular expressions that ran on more than `longerThan` characters while `work` ran. Every
 * way of running a pattern (test, match, replace, split, matchAll) goes through
 * RegExp.prototype.exec, so wrapping it sees them all. A test can then say what work a request did
 * on crafted input, which holds on a loaded machine as well as on an idle one, where a stopwatch
 * would not.
 */
export async function patternsRunOnLongText<T>(
  longerThan: number,
  work: () => Promise<T>,
): Promise<{ result: T; runs: PatternRun[] }> {
  const original = RegExp.prototype.exec;
  const runs = new Map<string, number>();
  RegExp.prototype.exec = function exec(this: RegExp, input: string) {
    const text = String(input);
    if (text.length > longerThan) {
      const pattern = `/${this.source}/${this.flags}`;
      runs.set(pattern, Math.max(runs.get(pattern) ?? 0, text.length));
    }
    return original.call(this, text);
  };
  let result: T;
  try {
    result = await work();
  } finally {
    RegExp.prototype.exec = original;
  }
  return { result, runs: [...runs].map(([pattern, longest]) => ({ pattern, longest })) };
}
