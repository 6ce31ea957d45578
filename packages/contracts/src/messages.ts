/**
 * How the contracts name their messages. Every message has a stable code, which is what a client
 * keys its translations on, and an English text, which the server sends as `detail` or in `fields`.
 * Schemas put the code in each issue's `message`; the server turns it into the English text, the
 * web into the reader's language. This file imports nothing, so any file may use it.
 */

/** Values a message carries beside its code, e.g. `{ retry_after_s: 900 }`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A sentence built from the values it carries. `template` is the same sentence with a `{{name}}`
 * for each value, as the web's message strings hold it.
 */
export type MessageTemplate = ((params: MessageParams) => string) & { readonly template: string };

/** The English of a message: a sentence, or one built from the values it carries. */
export type MessageText = string | MessageTemplate;

/**
 * A message's code spelled from its name: `sessionNotFound` is `session_not_found`. A name says
 * the code, so most messages are written once as `name: English`.
 */
export type CodeOf<Name extends string> = Name extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${CodeOf<Rest>}`
  : Name;

/** The code spelled from a name, as {@link CodeOf} spells it for the types. */
export function codeOf(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * A message: its English, with the code spelled from its name; or `[code, English]` where the
 * code is not its name (a code kept from an older name, or a table whose codes share a prefix).
 */
type Definition = MessageText | readonly [code: string, text: MessageText];
type Definitions = Record<string, Definition>;

type CodeOfEntry<Name, D> = D extends readonly [infer Code, unknown] ? Code : CodeOf<Name & string>;
type TextOfEntry<D> = D extends readonly [unknown, infer Text] ? Text : D;

export interface MessageTable<T extends Definitions> {
  /** Each message's code by its name: what schemas put in an issue and the server sends as `code`. */
  codes: { readonly [K in keyof T]: CodeOfEntry<K, T[K]> };
  /** Each message's English text by its name. */
  texts: { readonly [K in keyof T]: TextOfEntry<T[K]> };
  /** The English text by code. */
  byCode: Readonly<Record<{ [K in keyof T]: CodeOfEntry<K, T[K]> }[keyof T], MessageText>>;
}

/**
 * One feature's messages, each written once as `name: English` (the code is the name in
 * snake_case) or `name: [code, English]`. Two names may share a code only with the same text
 * (tested in messages.test.ts).
 */
export function defineMessages<const T extends Definitions>(definitions: T): MessageTable<T> {
  const codes: Record<string, string> = {};
  const texts: Record<string, MessageText> = {};
  const byCode: Record<string, MessageText> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const [code, text] = Array.isArray(definition)
      ? (definition as readonly [string, MessageText])
      : [codeOf(name), definition as MessageText];
    codes[name] = code;
    texts[name] = text;
    byCode[code] = text;
  }
  return { codes, texts, byCode } as unknown as MessageTable<T>;
}

/**
 * A text that carries values: each `{{name}}` is the value of that name, the placeholders of the
 * web's message strings. `fallback` holds a value for a message sent without it.
 */
export function withValues(template: string, fallback: MessageParams = {}): MessageTemplate {
  return withTemplate(template, (params) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? fallback[name])),
  );
}

/**
 * A text whose values are worked out from the ones it carries (a wait in seconds said in minutes):
 * `fill` builds the sentence, `template` is its shape with the worked-out values as `{{name}}`.
 */
export function withTemplate(
  template: string,
  fill: (params: MessageParams) => string,
): MessageTemplate {
  return Object.assign(fill, { template });
}

/** A text as the web's message strings hold it: with `{{name}}` where a value goes. */
export function templateOf(text: MessageText): string {
  return typeof text === 'string' ? text : text.template;
}

/** The English of a text, with its values filled in. */
export function formatMessage(text: MessageText, params: MessageParams = {}): string {
  return typeof text === 'function' ? text(params) : text;
}
