import { useEffect, useState, useSyncExternalStore } from 'react';
import { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';

/** One controller for the screen's life; its snapshot re-renders the controls when it changes. */
export function useDemoController(): { controller: DemoController; state: DemoSnapshot } {
  const [controller] = useState(() => new DemoController());
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    // The prerendered page shows the state the controller starts in.
    controller.getSnapshot,
  );
  useEffect(() => () => controller.destroy(), [controller]);
  return { controller, state };
}
