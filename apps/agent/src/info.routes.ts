import type { FastifyInstance } from 'fastify';
import { agentApiVersion, type AgentInfo } from '@sinyal/contracts/agent';
import type { Licence } from './licence/licence';
import { agentName, agentVersion } from './version';

const platformNames: Partial<Record<NodeJS.Platform, string>> = {
  win32: 'Windows',
  linux: 'Linux',
  darwin: 'macOS',
};

export function infoRoutes(app: FastifyInstance, licence: Licence, appVersion: string): void {
  const info: AgentInfo = {
    name: agentName,
    version: agentVersion,
    platform: platformNames[process.platform] ?? process.platform,
    api_version: agentApiVersion,
    app_version: appVersion,
  };
  // The plan is read at each call: a renewal may have changed it (docs/architecture.md §9).
  app.get('/api/info', async (): Promise<AgentInfo> => ({ ...info, licence: licence.status() }));
}
