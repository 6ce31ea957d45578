import { waitTexts } from '@sinyal/contracts/api-error';
import { englishTemplates } from '@sinyal/contracts/message-catalog';

/**
 * The English `messages` strings: every code's sentence as the contracts write it (the server
 * sends the same words as `detail`), and the few only the site says. The Turkish strings are a
 * file (tr/messages.json) held to the same keys by locales.test.ts.
 */
export default {
  ...englishTemplates,
  // A 429 that came without its wait (an older server, a proxy in between).
  rate_limited_later: 'Too many attempts. Try again later.',
  wait: waitTexts,
};
