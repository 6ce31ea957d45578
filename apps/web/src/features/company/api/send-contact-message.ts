import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@sinyal/contracts/contact';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: stored by the server and mailed to the sales address. */
function sendContactMessage(values: ContactRequest) {
  return apiRequest(apiPaths.contact, { method: 'POST', body: values });
}

export function useSendContactMessageMutation(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: sendContactMessage, onSuccess: options.onSuccess });
}
