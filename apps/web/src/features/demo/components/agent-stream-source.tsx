import { useEffect, useRef, useState } from 'react';
import { MonitorUp, Unplug } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { useSearchParams } from '../../../lib/router/router';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';
import { appLink } from '../sources/agent-stream-source';
import { SourceCard } from './source-card';
import { StartStopButton } from './start-stop-button';

/**
 * The desktop app's live channels, offered only when this tab was opened from the app (its link
 * carries the address and pairing key). The stream starts by itself once: the visitor came from
 * the app to see its data.
 */
export function AgentStreamSource({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t } = useTranslation('demo');
  const params = useSearchParams();
  const [link] = useState(() => appLink(params));
  const started = useRef(false);
  const sourceName = t('sources.agent.heading');

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    controller.connectAgent(link, sourceName);
  }, [controller, link, sourceName]);

  if (!link) return null;
  const connected = state.mode === 'live' && state.source === 'agent';
  return (
    <SourceCard heading={sourceName} text={t('sources.agent.text')}>
      <StartStopButton
        controller={controller}
        running={connected}
        start={{
          icon: MonitorUp,
          label: t('sources.agent.connect'),
          run: () => controller.connectAgent(link, sourceName),
        }}
        stop={{ icon: Unplug, label: t('sources.agent.disconnect') }}
      />
    </SourceCard>
  );
}
