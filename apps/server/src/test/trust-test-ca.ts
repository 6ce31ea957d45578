import { testCaFile } from './oauth-stand-ins';

/**
 * Vitest's global setup of the server tests: the test processes trust the test CA of the local
 * sign-in providers (oauth-stand-ins.ts), as an operator trusts a local provider's CA (README).
 * Node reads NODE_EXTRA_CA_CERTS when a process starts, so it is set here, in the main process,
 * before the test processes are started (they inherit it).
 */
export default function trustTestCa(): void {
  process.env.NODE_EXTRA_CA_CERTS = testCaFile;
}
