/**
 * Where a tab keeps the desktop app's link (`{conn, key}` as JSON in sessionStorage), once the
 * marketplace has read it from the address: the marketplace and the demo both use it.
 */
export const agentConnectionStorageKey = 'sinyal.agent-connection';
