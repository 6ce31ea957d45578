/**
 * What other modules do with the sessions table (web sessions and API tokens alike): open one,
 * revoke some, keep to the live ones. They come here, never to sessions.repository
 * (eslint.config.js, serverBoundaries).
 */
export {
  countLiveTokens,
  insertSession,
  revokeTokens,
  revokeUserTokens,
  unexpired,
  type NewSession,
} from './sessions.repository';
// The sign-in history, for the operator console's view of an account.
export { listLoginEvents } from './auth.repository';
