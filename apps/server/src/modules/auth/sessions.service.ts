/**
 * What other modules do with the sessions table (web sessions and API tokens alike): open one,
 * revoke some, keep to the live ones. They come here, never to sessions.repository
 * (eslint.config.js, serverBoundaries).
 */
export {
  insertSession,
  revokeTokens,
  revokeUserTokens,
  unexpired,
  type NewSession,
} from './sessions.repository';
