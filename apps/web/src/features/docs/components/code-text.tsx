import { Fragment } from 'react';

/**
 * Renders translated text in which `backticks` mark code. Translators keep the code spans
 * without learning any markup, and `<token>`-style placeholders need no escaping.
 */
export function CodeText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) =>
          index % 2 === 1 ? (
            <code key={index}>{part}</code>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
    </>
  );
}
