import { clientErrorLimits as limits } from '@sinyal/contracts/client-error-limits';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from './api-client';

// A page that keeps failing (a render loop, a screen opened again and again) sends a handful of
// reports, not hundreds; the server limits each address as well.
const maxReportsPerPage = 5;
const sent = new Set<string>();

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The page's path, without query or fragment: fragments carry reset tokens and the agent's
 * pairing key, and older links carried them in the query.
 */
function currentRoute(): string {
  const route = window.location.pathname;
  return cut(route || '/', limits.route);
}

function errorFields(error: unknown): { name?: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: cut(error.name, limits.name),
      message: cut(error.message || error.name || 'Error', limits.message),
      ...(error.stack ? { stack: cut(error.stack, limits.stack) } : {}),
    };
  }
  return { message: cut(String(error) || 'Unknown error', limits.message) };
}

/**
 * Tells the server (`POST /api/client-errors`) that a screen failed, once per distinct error and
 * page load. With `keepalive`, so it is sent while the reader reloads or leaves, and without a
 * session token; the API client needs nothing else of the app, so it works when the rest of the
 * app is what broke. Never throws.
 */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  try {
    const report = {
      ...errorFields(error),
      ...(componentStack ? { component_stack: cut(componentStack, limits.componentStack) } : {}),
      route: currentRoute(),
    };
    const key = `${report.route}\n${report.message}\n${report.stack ?? ''}`;
    if (sent.has(key) || sent.size >= maxReportsPerPage) return;
    sent.add(key);
    apiRequest(apiPaths.clientErrors, { method: 'POST', keepalive: true, body: report }).catch(
      () => undefined,
    );
  } catch {
    // Reporting is best effort: it must never add a second failure to the first.
  }
}
