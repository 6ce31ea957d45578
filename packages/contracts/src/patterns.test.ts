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
 * Every pattern and validator of the contracts, fed the slowest inputs we could build for it, at
 * two lengths. A backtracking pattern grows with the square of the length (or worse): four times
 * the input takes sixteen times as long. A linear one takes four times as long. The check compares
 * the two lengths on the same machine at the same moment, so a loaded machine slows both alike;
 * the best of five interleaved runs drops a pause of the garbage collector or the scheduler, and the small
 * allowance covers the timer's resolution on inputs that take well under a millisecond.
 */
const base = 50_000;
const allowanceMs = 25;

const elapsed = (run: () => unknown): number => {
  const started = Date.now();
  run();
  return Date.now() - started;
};

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
    for (const shape of shapes) expect(growsLinearly(run, shape, base)).toBe(true);
  });

  test('the check tells a quadratic pattern from a linear one', () => {
    // Trailing white space found by backtracking: every start in a long run of spaces rescans it.
    const quadratic = (input: string) => /\s+$/.test(input);
    expect(growsLinearly(quadratic, repeat(' ', '', 'x'), 3_000)).toBe(false);
    expect(growsLinearly(isPlainLine, repeat(' ', '', 'x'), 3_000)).toBe(true);
  }, 60_000);
});

/** Four times the input takes about four times as long when linear, sixteen when quadratic. */
function growsLinearly(run: (input: string) => unknown, shape: Shape, count: number): boolean {
  return growsLinearlyWith((size) => {
    const input = shape(size);
    return () => run(input);
  }, count);
}

function growsLinearlyWith(make: (count: number) => () => unknown, count: number): boolean {
  const [runShort, runLong] = [make(count), make(4 * count)];
  // Interleaved, so a busy spell of the machine falls on both lengths alike.
  let short = Number.POSITIVE_INFINITY;
  let long = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    short = Math.min(short, elapsed(runShort));
    long = Math.min(long, elapsed(runLong));
  }
  return long < 8 * short + allowanceMs;
}

describe('schemas refuse long text before any refinement or pattern runs', () => {
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
    const longOf = (count: number) => (unit: string) => unit.repeat(count);
    expect(growsLinearlyWith((count) => () => run(longOf(count)), 15_000)).toBe(true);
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
