import type { FastifyInstance } from 'fastify';
import {
  agentErrorCodes,
  agentInstallRequestSchema,
  type AgentExtensionList,
  type AgentInstallResponse,
  type AgentToggleResponse,
} from '@sinyal/contracts/agent';
import { AgentError } from '../errors';
import type { ExtensionsService } from './extensions.service';

interface IdParams {
  id: string;
}

// start and disable are GETs because the contract (spec §7) says so; the pairing key, the Host
// check and the refusal of foreign origins are what keep them from being fired by another page.
export function extensionsRoutes(app: FastifyInstance, service: ExtensionsService): void {
  app.get('/api/extensions', async (): Promise<AgentExtensionList> => service.list());

  app.post<{ Params: IdParams; Body: unknown }>(
    '/api/install/:id',
    async (request): Promise<AgentInstallResponse> => {
      // The page sends {}; no body at all is taken as {} too.
      if (
        request.body !== undefined &&
        !agentInstallRequestSchema.safeParse(request.body).success
      ) {
        throw new AgentError(400, agentErrorCodes.invalidBody, 'Send an empty JSON object: {}');
      }
      return service.install(request.params.id);
    },
  );

  app.get<{ Params: IdParams }>('/api/start/:id', async (request): Promise<AgentToggleResponse> =>
    service.start(request.params.id),
  );

  app.get<{ Params: IdParams }>('/api/disable/:id', async (request): Promise<AgentToggleResponse> =>
    service.disable(request.params.id),
  );
}
