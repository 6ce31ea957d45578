import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { authMessages } from '@sinyal/contracts/auth-messages';

type MessageKey = keyof typeof authMessages;

// The contracts speak English (the server sends the same strings); the screen shows them in the
// reader's language by finding the message's key and translating that.
const keyByMessage = new Map<string, MessageKey>(
  (Object.entries(authMessages) as [MessageKey, string][]).map(([key, message]) => [message, key]),
);

/** Translates a contracts message; any other text (a server detail we do not know) passes unchanged. */
export function useAuthMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('auth');
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = keyByMessage.get(message);
      // A message without a translation yet is shown as the server wrote it, never as its key.
      return key && i18n.exists(`auth:messages.${key}`) ? t(`messages.${key}`) : message;
    },
    [t, i18n],
  );
}
