import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useDemoController } from '../hooks/use-demo-controller';
import { watchPageDrops } from '../lib/page-drop';
import { AgentStreamSource } from './agent-stream-source';
import { ChannelList } from './channel-list';
import { ChartToolbar } from './chart-toolbar';
import { DemoChart } from './demo-chart';
import { FileSource } from './file-source';
import { SampleSource } from './sample-source';
import { SavedSessions } from './saved-sessions';
import { SerialSource } from './serial-source';
import { SimulatedSource } from './simulated-source';
import { StatusLine } from './status-line';
import '../demo.css';
import 'uplot/dist/uPlot.min.css';

/** The live demo: sources on one side, the chart with its controls, and the saved sessions. */
export function DemoScreen() {
  const { t, i18n } = useTranslation('demo');
  const { controller, state } = useDemoController();
  const [dragging, setDragging] = useState(false);
  useEffect(
    () =>
      watchPageDrops(window, {
        onFile: (file) => void controller.loadFile(file, file.name),
        onDragging: setDragging,
      }),
    [controller],
  );
  const number = new Intl.NumberFormat(i18n.language);
  // Something moves on the chart the moment the page opens, without a click.
  useEffect(() => {
    controller.startPreview(
      [t('sources.signals.temperature'), t('sources.signals.pressure')],
      t('sources.simulated.previewName'),
    );
    // The preview starts once, in the language of arrival; a later language change leaves it be.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);

  return (
    <div className="container demo">
      {dragging ? (
        <div className="demo-drop" aria-hidden="true">
          {t('sources.file.drop')}
        </div>
      ) : null}
      <div className="demo-layout">
        <section className="demo-sources" aria-labelledby="demo-sources-heading">
          <h2 id="demo-sources-heading">{t('sources.heading')}</h2>
          <AgentStreamSource controller={controller} state={state} />
          <SimulatedSource controller={controller} state={state} />
          <FileSource controller={controller} />
          <SerialSource controller={controller} state={state} />
          <SampleSource controller={controller} />
        </section>
        <section className="demo-main" aria-labelledby="demo-chart-heading">
          <div className="demo-main__top">
            <h2 id="demo-chart-heading">{state.sourceName || t('chart.heading')}</h2>
            {state.rows > 0 ? (
              <p className="demo-main__summary">
                {t('channels.summary', {
                  rows: number.format(state.rows),
                  duration: t('channels.seconds', {
                    value: number.format(Math.round(state.durationS * 10) / 10),
                  }),
                })}
              </p>
            ) : null}
          </div>
          <ChartToolbar controller={controller} state={state} />
          <DemoChart controller={controller} state={state} />
          <StatusLine state={state} />
          <ChannelList controller={controller} state={state} />
        </section>
      </div>
      <SavedSessions controller={controller} state={state} />
    </div>
  );
}
