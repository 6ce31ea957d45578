import type { agentErrorCodes } from '@sinyal/contracts/agent';

export type AgentErrorCode = (typeof agentErrorCodes)[keyof typeof agentErrorCodes];

/** The one error type of the agent; the error handler turns it into {code, detail}. */
export class AgentError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: AgentErrorCode,
    public readonly detail: string,
  ) {
    super(detail);
  }
}
