import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { authMessages } from '@sinyal/contracts/auth-messages';
import { ApiError } from '../../../lib/api-client';

type MessageKey = keyof typeof authMessages;

// The contracts and the server speak English; the screen finds a sentence's key and shows the
// translation of that key.
const keyByMessage = new Map<string, MessageKey>(
  (Object.entries(authMessages) as [MessageKey, string][]).map(([key, message]) => [message, key]),
);
const rateLimited = /^Too many attempts\. Try again in (\d+) seconds?\.$/;

export interface AccountMessages {
  /** A contracts or server sentence in the reader's language; unknown text passes unchanged. */
  translate: (message: string | undefined) => string | undefined;
  /** What to say about a failed call: the server's sentence when it sent one, else a generic one. */
  failure: (error: unknown) => string;
}

export function useAccountMessage(): AccountMessages {
  const { t, i18n } = useTranslation('account');

  const translate = useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      const waiting = rateLimited.exec(message);
      if (waiting) return t('messages.rateLimited', { count: Number(waiting[1]) });
      const key = keyByMessage.get(message);
      return key && i18n.exists(`account:messages.${key}`) ? t(`messages.${key}`) : message;
    },
    [t, i18n],
  );

  const failure = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.code === 'network_error') return t('messages.network');
        if (error.fromServer && error.status < 500) return translate(error.detail) ?? t('failed');
      }
      return t('failed');
    },
    [t, translate],
  );

  return { translate, failure };
}
