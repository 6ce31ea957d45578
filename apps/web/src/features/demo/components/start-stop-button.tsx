import type { LucideIcon } from 'lucide-react';
import type { DemoController } from '../lib/demo-controller';

interface Action {
  icon: LucideIcon;
  label: string;
}

/**
 * A live source's one button: it starts the source, and while that source runs it stops the demo's
 * stream instead (the controller runs one live source at a time).
 */
export function StartStopButton({
  controller,
  running,
  start,
  stop,
}: {
  controller: DemoController;
  running: boolean;
  start: Action & { run: () => void; disabled?: boolean };
  stop: Action;
}) {
  const { icon: Icon, label } = running ? stop : start;
  return (
    <button
      type="button"
      className={running ? 'button button--ghost' : 'button button--primary'}
      disabled={running ? undefined : start.disabled}
      onClick={running ? () => controller.stop() : start.run}
    >
      <Icon aria-hidden="true" size={16} />
      {label}
    </button>
  );
}
