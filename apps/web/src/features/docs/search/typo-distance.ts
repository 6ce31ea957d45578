/**
 * How many typing slips (a letter missing, extra, wrong, or two swapped) separate a query word from
 * the start of an index word, so that "publsh" finds "publishing" as "publish" would. The start, not
 * the whole word: a half-typed word with a slip is still a stem of the word meant. Gives up (returns
 * `max + 1`) as soon as every way through is over `max`, so a long index costs little per keystroke.
 */
export function typoDistance(query: string, word: string, max: number): number {
  const rows = query.length;
  const columns = word.length;
  if (rows === 0) return 0;
  // previous2, previous and current rows of the table; column j is word[0..j).
  let previous2: number[] = [];
  let previous = Array.from({ length: columns + 1 }, (_, j) => j);
  for (let i = 1; i <= rows; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= columns; j++) {
      const same = query[i - 1] === word[j - 1];
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
      const swapped =
        i > 1 && j > 1 && query[i - 1] === word[j - 2] && query[i - 2] === word[j - 1];
      if (swapped) cost = Math.min(cost, previous2[j - 2]! + 1);
      current.push(cost);
      rowBest = Math.min(rowBest, cost);
    }
    if (rowBest > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return Math.min(...previous);
}

/** Slips forgiven in a query word of this length: none in short words, where one slip makes another word. */
export function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}
