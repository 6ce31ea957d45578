import { useMemo } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '../i18n/react';
import { retryWait } from '@sinyal/contracts/api-error';
import { ApiError, type ErrorParams } from './api-client';

/**
 * The one place the site turns message codes into the reader's language (the `messages` strings,
 * one per code of packages/contracts/src/message-catalog.ts). Forms hold codes: the schemas'
 * issues carry them, and so do the server's `field_codes`.
 */
export interface MessageText {
  /** The sentence of a code, with the values it carries (`retry_after_s` with a 429). */
  text(code: string, params?: ErrorParams): string;
  /** A form field's error, held as a code; any other text is shown as the generic "not valid". */
  field(code: string | undefined): string | undefined;
  /**
   * What to say about a failed call: the message the server answered with, in the reader's
   * language; `fallback` (already translated) when the server said nothing a reader can use
   * (no answer, a 5xx, an unreadable answer).
   */
  error(error: unknown, fallback: string): string;
}

export function useMessageText(): MessageText {
  const { t, i18n } = useTranslation('messages');
  return useMemo(() => {
    // A server may send a code this build does not know yet: the loaded strings say which they hold.
    const known = (code: string): code is ParseKeys<'messages'> => i18n.exists(`messages:${code}`);

    const text = (code: string, params: ErrorParams = {}): string => {
      if (code === 'rate_limited') {
        const seconds = Number(params.retry_after_s);
        if (!(seconds > 0)) return t('rate_limited_later');
        const { unit, count } = retryWait(seconds);
        return t('rate_limited', { wait: t(`wait.${unit}`, { count }) });
      }
      return known(code) ? t(code, params) : t('invalid');
    };

    const field = (code: string | undefined) => (code === undefined ? undefined : text(code));

    const error = (failure: unknown, fallback: string): string => {
      if (!(failure instanceof ApiError) || !failure.fromServer || failure.status >= 500) {
        return fallback;
      }
      const fieldCodes = Object.values(failure.fieldCodes);
      // One field wrong: the answer's detail is that field's message (api-error.ts).
      if (failure.code === 'invalid_input' && fieldCodes.length === 1 && fieldCodes[0]) {
        return text(fieldCodes[0], failure.params);
      }
      if (known(failure.code)) return text(failure.code, failure.params);
      // A code we do not know yet: its English still beats our generic sentence for English readers.
      return i18n.language.startsWith('en') ? failure.detail : fallback;
    };

    return { text, field, error };
  }, [t, i18n]);
}
