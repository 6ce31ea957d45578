import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { authMessages } from '@sinyal/contracts/auth-messages';
import { ApiError } from '../../../lib/api-client';

// Server sentences this screen can meet, by the key of their translation.
const known = new Map<string, string>([
  [authMessages.fullNameTooLong, 'messages.fullNameTooLong'],
  [authMessages.companyTooLong, 'messages.companyTooLong'],
  [authMessages.sessionRequired, 'messages.sessionRequired'],
]);
const rateLimited = /^Too many attempts\. Try again in (\d+) seconds?\.$/;

/**
 * The message for a failed call: the server's own sentence in the reader's language when we know
 * it (spec §8 "or the server detail"), else the screen's fallback.
 */
export function useServerMessage(): (error: unknown, fallbackKey: string) => string {
  const { t, i18n } = useTranslation('dashboard');
  return useCallback(
    (error, fallbackKey) => {
      if (!(error instanceof ApiError) || !error.fromServer || error.status >= 500) {
        return t(fallbackKey);
      }
      const waiting = rateLimited.exec(error.detail);
      if (waiting) return t('messages.rateLimited', { count: Number(waiting[1]) });
      const key = known.get(error.detail);
      if (key) return t(key);
      // An English sentence we have no translation for would be a worse answer than our own.
      return i18n.language.startsWith('en') ? error.detail : t(fallbackKey);
    },
    [t, i18n],
  );
}
