/**
 * Semantic versions compared (semver.org §11) without a library on the page: numbers part by part,
 * a pre-release below its release. Anything unreadable compares as equal, so it is never offered
 * as an update.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (value: string) => {
    const withoutBuild = value.split('+')[0] ?? '';
    const dash = withoutBuild.indexOf('-');
    const core = dash < 0 ? withoutBuild : withoutBuild.slice(0, dash);
    const pre = dash < 0 ? undefined : withoutBuild.slice(dash + 1);
    const numbers = core.split('.').map(Number);
    return numbers.length === 3 && numbers.every(Number.isSafeInteger) ? { numbers, pre } : null;
  };
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return 0;
  for (let index = 0; index < 3; index++) {
    const difference = (left.numbers[index] ?? 0) - (right.numbers[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  return left.pre < right.pre ? -1 : 1;
}
