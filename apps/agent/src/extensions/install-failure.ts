import { agentInstallCodes, type AgentInstallCode } from '@sinyal/contracts/agent';

const statusOf: Record<AgentInstallCode, number> = {
  [agentInstallCodes.licenceRequired]: 403,
  [agentInstallCodes.notInstalled]: 409,
  [agentInstallCodes.noCompatibleVersion]: 409,
  [agentInstallCodes.busy]: 409,
  [agentInstallCodes.registryUnreachable]: 502,
  [agentInstallCodes.downloadFailed]: 502,
  [agentInstallCodes.integrityFailed]: 502,
  [agentInstallCodes.signatureInvalid]: 502,
  [agentInstallCodes.untrustedKey]: 502,
  [agentInstallCodes.badPackage]: 502,
  [agentInstallCodes.filesystem]: 500,
  // Gone, as the registry's own download of a taken-down version answers.
  [agentInstallCodes.revoked]: 410,
};

/**
 * An install, update or uninstall that did not happen (docs/architecture.md §8): answered
 * `{status: false, id, code, detail}` with a status that says whose fault it is (403 the licence,
 * 409 the request, 410 the operators' revocation, 502 the registry or its package), and nothing
 * on disk or in the state changed.
 */
export class InstallFailure extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AgentInstallCode,
    readonly detail: string,
    readonly extra: { plan?: string } = {},
  ) {
    super(detail);
    this.statusCode = statusOf[code];
  }
}
