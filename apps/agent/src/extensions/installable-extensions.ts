import { sampleExtensions } from '@sinyal/contracts/extension-catalog';

/** What the agent can install: the id, a name for its messages and the version an install brings. */
export interface InstallableExtension {
  id: string;
  name: string;
  version: string;
}

// The reference agent offers the marketplace's sample extensions, so the page's cards match.
export const installableExtensions: readonly InstallableExtension[] = sampleExtensions.map(
  ({ id, name, version }) => ({ id, name, version }),
);
