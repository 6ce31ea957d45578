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
