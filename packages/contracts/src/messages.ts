/**
 * How the contracts name their messages. Every message has a stable code, which is what a client
 * keys its translations on, and an English text, which the server sends as `detail` or in `fields`.
 * Schemas put the code in each issue's `message`; the server turns it into the English text, the
 * web into the reader's language. This file imports nothing, so any file may use it.
 */

/** Values a message carries beside its code, e.g. `{ retry_after_s: 900 }`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The English of a message: a sentence, or one built from the values it carries. */
export type MessageText = string | ((params: MessageParams) => string);

type Definitions = Record<string, readonly [code: string, text: MessageText]>;

export interface MessageTable<T extends Definitions> {
  /** Each message's code by its name: what schemas put in an issue and the server sends as `code`. */
  codes: { readonly [K in keyof T]: T[K][0] };
  /** Each message's English text by its name. */
  texts: { readonly [K in keyof T]: T[K][1] };
  /** The English text by code. */
  byCode: Readonly<Record<T[keyof T][0], MessageText>>;
}

/**
 * One feature's messages, each named for the code and written once as `name: [code, English]`.
 * Two names may share a code only with the same text (tested in messages.test.ts).
 */
export function defineMessages<const T extends Definitions>(definitions: T): MessageTable<T> {
  const codes: Record<string, string> = {};
  const texts: Record<string, MessageText> = {};
  const byCode: Record<string, MessageText> = {};
  for (const [name, [code, text]] of Object.entries(definitions)) {
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
export function withValues(
  template: string,
  fallback: MessageParams = {},
): (params: MessageParams) => string {
  return (params) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? fallback[name]));
}

/** The English of a text, with its values filled in. */
export function formatMessage(text: MessageText, params: MessageParams = {}): string {
  return typeof text === 'function' ? text(params) : text;
}
