/**
 * The sentences that rules of one kind share (a required field, a length limit, one line of plain
 * text), so every form says them the same way. Each returns its exact sentence as its type, so the
 * message tables keep their literal texts.
 */

/** "Email is required". */
export function isRequired<const What extends string>(what: What) {
  return `${what} is required` as const;
}

/** "Name must be at most 100 characters". */
export function atMost<const What extends string, const Max extends number>(what: What, max: Max) {
  return `${what} must be at most ${max} characters` as const;
}

/** "Password must be at least 8 characters". */
export function atLeast<const What extends string, const Min extends number>(what: What, min: Min) {
  return `${what} must be at least ${min} characters` as const;
}

/** "Company must be one line without control characters". */
export function oneLine<const What extends string>(what: What) {
  return `${what} must be one line without control characters` as const;
}

/** "Message must not contain control characters": text that may span lines. */
export function noControlCharacters<const What extends string>(what: What) {
  return `${what} must not contain control characters` as const;
}
