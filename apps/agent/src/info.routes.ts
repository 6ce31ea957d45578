import type { FastifyInstance } from 'fastify';
import { agentApiVersion, type AgentInfo } from '@sinyal/contracts/agent';
import { agentName, agentVersion } from './version';

const platformNames: Partial<Record<NodeJS.Platform, string>> = {
  win32: 'Windows',
  linux: 'Linux',
  darwin: 'macOS',
};

export function infoRoutes(app: FastifyInstance): void {
  const info: AgentInfo = {
    name: agentName,
    version: agentVersion,
    platform: platformNames[process.platform] ?? process.platform,
    api_version: agentApiVersion,
  };
  app.get('/api/info', async (): Promise<AgentInfo> => info);
}
