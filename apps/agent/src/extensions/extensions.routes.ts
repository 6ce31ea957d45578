import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  agentErrorCodes,
  agentInstallRequestSchema,
  type AgentActionFailure,
  type AgentExtensionList,
  type AgentToggleResponse,
} from '@sinyal/contracts/agent';
import { AgentError } from '../errors';
import type { ExtensionsService } from './extensions.service';
import { InstallFailure } from './install-failure';

interface IdParams {
  id: string;
}

function bodyOf(body: unknown): { version?: string } {
  // The page sends {}; no body at all is taken as {} too.
  if (body === undefined) return {};
  const parsed = agentInstallRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new AgentError(
      400,
      agentErrorCodes.invalidBody,
      'Send an empty JSON object {} or {"version": "1.2.0"}',
    );
  }
  return parsed.data;
}

/** A refused install, update or uninstall: {status: false, id, code, detail} with its status. */
async function answering<T>(reply: FastifyReply, id: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof InstallFailure)) throw error;
    const body: AgentActionFailure = {
      status: false,
      id,
      code: error.code,
      detail: error.detail,
      ...error.extra,
    };
    return reply.status(error.statusCode).send(body);
  }
}

// start and disable are GETs because the contract (docs/product.md §7) says so; the pairing key, the Host
// check and the refusal of foreign origins are what keep them from being fired by another page.
export function extensionsRoutes(app: FastifyInstance, service: ExtensionsService): void {
  app.get('/api/extensions', async (): Promise<AgentExtensionList> => service.list());

  app.post<{ Params: IdParams; Body: unknown }>('/api/install/:id', async (request, reply) => {
    const { version } = bodyOf(request.body);
    return answering(reply, request.params.id, () => service.install(request.params.id, version));
  });

  app.post<{ Params: IdParams; Body: unknown }>('/api/update/:id', async (request, reply) => {
    bodyOf(request.body);
    return answering(reply, request.params.id, () => service.update(request.params.id));
  });

  app.post<{ Params: IdParams; Body: unknown }>('/api/uninstall/:id', async (request, reply) => {
    bodyOf(request.body);
    return answering(reply, request.params.id, () => service.uninstall(request.params.id));
  });

  app.get<{ Params: IdParams }>('/api/start/:id', async (request): Promise<AgentToggleResponse> =>
    service.start(request.params.id),
  );

  app.get<{ Params: IdParams }>('/api/disable/:id', async (request): Promise<AgentToggleResponse> =>
    service.disable(request.params.id),
  );
}
