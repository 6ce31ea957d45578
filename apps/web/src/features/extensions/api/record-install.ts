import type { ExtensionInstallResponse } from '@sinyal/contracts/extensions-api';
import { apiRequest } from '../../../lib/api-client';

/** Tells the server the signed-in user installed an extension (the dashboard counts it). */
export function recordInstall(id: string, token: string): Promise<ExtensionInstallResponse> {
  return apiRequest<ExtensionInstallResponse>(`/extensions/${encodeURIComponent(id)}/installs`, {
    method: 'POST',
    token,
  });
}
