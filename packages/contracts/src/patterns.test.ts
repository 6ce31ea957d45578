import { checkSync } from 'recheck';
import { describe, expect, test } from 'vitest';
import { decodeConn, isAgentExtensionId } from './agent';
import {
  loginRequestSchema,
  registerRequestSchema,
  validateEmail,
  validateUsername,
  validateUsernameOrEmail,
} from './auth';
import { contactRequestSchema } from './contact';
import {
  checkManifest,
  entryPointPattern,
  fileFormatPattern,
  isVersionRange,
  extensionIdPattern,
  isComparableVersion,
  semverPattern,
} from './extension-manifest';
import { extensionListQuerySchema } from './extensions-api';
import { checkEntryName } from './extension-package';
import { lookalikeKey } from './extension-lookalike';
import { invisibleCharacterIn } from './invisible-characters';
import { isPlainEmail, isPlainLine, isPlainMessage } from './text';
import { withoutTrailingSlashes } from './trailing-slashes';

/**
 * Every pattern and validator of the contracts, fed the slowest inputs we could build for it. What
 * is checked is the work, not the time (a stopwatch fails on a loaded machine): which regular
 * expressions read the crafted text, and how many times. Each of them must be one that recheck
 * finds safe from catastrophic backtracking, and four times the input must not hand the patterns more than
 * about four times the characters (a validator that ran a pattern once per character on every suffix
 * would be quadratic without any single bad pattern). Code without patterns (the look-alike table,
 * base64) is a plain loop over the input.
 */
const base = 2_000;

/** The regular expressions `run` executed on text longer than `longerThan`, and how many times. */
function patternWork(run: () => unknown, longerThan = 0): { patterns: Set<string>; runs: number } {
  const original = RegExp.prototype.exec;
  const patterns = new Set<string>();
  let runs = 0;
  // test, match, replace, split and matchAll all go through exec, so wrapping it sees them all.
  RegExp.prototype.exec = function exec(this: RegExp, input: string) {
    const text = String(input);
    if (text.length > longerThan) {
      runs += 1;
      patterns.add(`/${this.source}/${this.flags}`);
    }
    return original.call(this, text);
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = original;
  }
  return { patterns, runs };
}

const verdicts = new Map<string, string>();
/** recheck's verdict on a pattern written as /source/flags: 'safe', 'vulnerable' or 'unknown'. */
function verdictOf(pattern: string): string {
  let verdict = verdicts.get(pattern);
  if (verdict === undefined) {
    const end = pattern.lastIndexOf('/');
    verdict = checkSync(pattern.slice(1, end), pattern.slice(end + 1)).status;
    verdicts.set(pattern, verdict);
  }
  return verdict;
}

/**
 * The patterns that read the input without recheck's 'safe', and 'runs grow' when four times the
 * input runs the patterns more than about four times as often.
 */
function nonLinearWork(run: (input: string) => unknown, shape: Shape, count: number): string[] {
  const short = patternWork(() => run(shape(count)));
  const long = patternWork(() => run(shape(4 * count)));
  const unsafe = [...long.patterns].filter((pattern) => verdictOf(pattern) !== 'safe');
  return long.runs > 4 * short.runs + 8 ? [...unsafe, 'runs grow'] : unsafe;
}

type Shape = (count: number) => string;
const repeat =
  (unit: string, before = '', after = ''): Shape =>
  (count) =>
    `${before}${unit.repeat(count)}${after}`;

// Shapes that make a backtracking matcher try every split: long runs of what a quantifier takes,
// then a character that makes the whole match fail at the very end.
const emailLike: Shape[] = [
  repeat('.', 'a@', '@'),
  repeat('a.', 'a@'),
  (count) => `${'a'.repeat(count)}@${'a'.repeat(count)}!`,
  repeat('a.', '', '@a.b '),
  repeat('@'),
  repeat('-', 'a@', '.b!'),
  (count) => `${' '.repeat(count)}a@b.c${' '.repeat(count)}x`,
  repeat('y@example.com,', 'x@example.com,'),
];

describe('patterns run in linear time on the worst inputs we could build', () => {
  const cases: [string, Shape[], (input: string) => unknown][] = [
    ['isPlainEmail', emailLike, isPlainEmail],
    ['validateEmail', emailLike, validateEmail],
    ['validateUsernameOrEmail', [...emailLike, repeat('a')], validateUsernameOrEmail],
    ['validateUsername', [repeat('a'), repeat('a.', '', '!'), repeat(' ')], validateUsername],
    ['isPlainLine', [repeat('a'), repeat('a', '', '\n')], isPlainLine],
    ['isPlainMessage', [repeat('a\n'), repeat('a', '', '\u0007')], isPlainMessage],
    ['withoutTrailingSlashes', [repeat('/', '', 'a'), repeat('/')], withoutTrailingSlashes],
    [
      'semverPattern',
      [
        repeat('0', '1.1.1-', '!'),
        repeat('a.', '1.1.1-', '!'),
        repeat('1a', '1.1.1-', '!'),
        repeat('a.', '1.1.1+', '!'),
        repeat('1', '', '.1.1!'),
      ],
      (input) => semverPattern.test(input),
    ],
    [
      'isComparableVersion',
      [repeat('9', '', '.0.0'), repeat('0a.', '1.1.1-')],
      isComparableVersion,
    ],
    [
      'extensionIdPattern',
      [repeat('a-', '', '!'), repeat('a', '', '!'), repeat('a.b', '', '-')],
      (input) => extensionIdPattern.test(input),
    ],
    [
      'entryPointPattern',
      [repeat('a.', '', ':!'), repeat('a', '', '!'), repeat('b', 'a:', '!')],
      (input) => entryPointPattern.test(input),
    ],
    ['fileFormatPattern', [repeat('a', '', '!')], (input) => fileFormatPattern.test(input)],
    [
      'isVersionRange',
      [
        repeat('>=1.0.0 ', '', '!'),
        repeat('1.', '', 'x'),
        repeat('||', '', '1'),
        repeat('a.', '1.0.0-', '!'),
      ],
      isVersionRange,
    ],
    [
      'checkEntryName',
      [repeat('a/', '', '\\'), repeat('../'), repeat('é', '', '!')],
      checkEntryName,
    ],
    ['invisibleCharacterIn', [repeat('a'), repeat('é', '', '\u200b')], invisibleCharacterIn],
    // Only ever given text a schema bounded (400 characters at most): a tenth of the others'
    // length still shows a quadratic cost, and the confusables table costs more per character.
    [
      'lookalikeKey',
      ['a', 'cl', 'rn', 'Ѕі-'].map(
        (unit): Shape =>
          (count) =>
            unit.repeat(count / 10),
      ),
      lookalikeKey,
    ],
    ['isAgentExtensionId', [repeat('a.', '', '!'), repeat('-')], isAgentExtensionId],
    ['decodeConn', [repeat('A'), repeat('MTI3LjAuMC4x', '', '=')], decodeConn],
  ];

  test.each(cases)('%s', (_name, shapes, run) => {
    for (const shape of shapes) expect(nonLinearWork(run, shape, base)).toEqual([]);
  });

  test('the check tells quadratic work from linear work', () => {
    // Trailing white space found by backtracking: every start in a long run of spaces rescans it.
    const quadratic = (input: string) => /\s+$/.test(input);
    expect(nonLinearWork(quadratic, repeat(' ', '', 'x'), 100)).toEqual(['/\\s+$/']);
    // A safe pattern run for every pair of positions: each run is linear, all of them are not.
    const everyPair = (input: string) =>
      [...input].every((_, start) =>
        [...input].every((__, end) => /^[a ]*$/.test(input.slice(start, end))),
      );
    expect(nonLinearWork(everyPair, repeat(' '), 20)).toEqual(['runs grow']);
    expect(nonLinearWork(isPlainLine, repeat(' ', '', 'x'), 100)).toEqual([]);
  }, 60_000);
});

describe('schemas refuse long text with linear work, and say it is too long', () => {
  type Long = (unit: string) => string;
  const long: Long = (unit) => unit.repeat(60_000);
  const cases: [string, (long: Long) => unknown][] = [
    [
      'login',
      (long) =>
        loginRequestSchema.safeParse({
          username_or_email: `a@${long('.')}@`,
          password: long('a'),
          otp: long('1'),
        }),
    ],
    [
      'register',
      (long) =>
        registerRequestSchema.safeParse({
          full_name: long('a '),
          email: `a@${long('.')}@`,
          username: long('a.'),
          password: long('A1!'),
          confirm_password: long('A1!'),
          sector: 'research',
          country: 'uk',
          company: long('a\n'),
          agreed_to_terms: true,
        }),
    ],
    [
      'contact',
      (long) =>
        contactRequestSchema.safeParse({
          name: long('a'),
          email: `a@${long('.')}@`,
          subject: long('s'),
          message: long('m\n'),
        }),
    ],
    [
      'manifest',
      (long) =>
        checkManifest({
          name: long('n'),
          id: long('a-'),
          version: `1.1.1-${long('0')}!`,
          description: long('d'),
          mode: 'lite',
          author: long('a'),
          os: ['Linux'],
          category: 'Processing',
          entry_point: `${long('a.')}:`,
        }),
    ],
    ['extension search', (long) => extensionListQuerySchema.safeParse({ q: long('q ') })],
  ];

  test.each(cases)('%s', (_name, run) => {
    const work = (count: number) => patternWork(() => run((unit) => unit.repeat(count)), 1_000);
    const [short, long] = [work(15_000), work(60_000)];
    expect([...long.patterns].filter((pattern) => verdictOf(pattern) !== 'safe')).toEqual([]);
    expect(long.runs).toBeLessThanOrEqual(4 * short.runs + 8);
  });

  test('the answer names the length, not a later rule', () => {
    const answer = loginRequestSchema.safeParse({
      username_or_email: `a@${long('.')}@`,
      password: 'Analytical1!',
    });
    expect(answer.error?.issues.map((issue) => issue.message)).toEqual([
      'username_or_email_too_long',
    ]);
  });
});

describe('isPlainEmail: one plain address only', () => {
  test.each([
    'ada@example.com',
    'ada.lovelace+sinyal@mail.example.co.uk',
    "o'brien@example.ie",
    'şule@örnek.com.tr',
    'a@b.c',
  ])('accepts %s', (address) => {
    expect(isPlainEmail(address)).toBe(true);
  });

  test.each([
    'x@example.com,',
    'x@example.com;y@example.com',
    'x@example.com, y@example.com',
    'Ada <ada@example.com>',
    '"ada"@example.com',
    'ada@example',
    'ada@@example.com',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    'ada@example..com',
    'ada@-example.com',
    'ada@example.com\n',
    'ada@exa mple.com',
    '@example.com',
    'ada@',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (address) => {
    expect(isPlainEmail(address)).toBe(false);
  });
});

describe('names and versions', () => {
  test('a full name with a line break is refused with its own message', () => {
    const answer = registerRequestSchema.safeParse({
      full_name: 'Ada\nVisit https://example.net now',
      email: 'ada@example.com',
      username: 'ada',
      password: 'Analytical1!',
      confirm_password: 'Analytical1!',
      sector: 'research',
      country: 'uk',
      agreed_to_terms: true,
    });
    expect(answer.error?.issues.map((issue) => issue.message)).toEqual(['full_name_characters']);
  });

  test('a version whose numbers no semver library can hold is refused', () => {
    expect(isComparableVersion('99999999999999999999.0.0')).toBe(false);
    expect(isComparableVersion('1.9007199254740992.0')).toBe(false);
    expect(isComparableVersion('9007199254740991.0.0')).toBe(true);
    expect(isComparableVersion('1.2.3-99999999999999999999')).toBe(true);
  });
});
