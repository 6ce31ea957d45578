import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Readout } from '../lib/chart-readout';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';

function formatValue(value: number, language: string): string {
  if (!Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(language, { maximumSignificantDigits: 5 }).format(value);
}

/** Channel toggles with the value of each channel at the cursor, or the latest one. */
export function ChannelList({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t, i18n } = useTranslation('demo');
  const [readout, setReadout] = useState<Readout | null>(null);
  useEffect(() => {
    controller.onReadout(setReadout);
    return () => controller.onReadout(null);
  }, [controller]);
  if (state.channels.length === 0) return null;
  const timeLabel = state.timeUnit === 'seconds' ? t('channels.time') : t('channels.sample');
  const time = readout
    ? state.timeUnit === 'seconds'
      ? t('channels.seconds', { value: formatValue(readout.time, i18n.language) })
      : formatValue(readout.time, i18n.language)
    : '–';
  return (
    <div className="demo-channels">
      <h3 className="demo-channels__heading">{t('channels.heading')}</h3>
      <p className="demo-readout-caption">
        {readout?.atCursor ? t('channels.atCursor') : t('channels.latest')} · {timeLabel}{' '}
        <span className="demo-readout-time">{time}</span>
      </p>
      <ul className="demo-channel-list">
        {state.channels.map((channel, index) => (
          <li key={`${channel.name}-${index}`}>
            <label className="demo-channel">
              <input
                type="checkbox"
                checked={channel.visible}
                onChange={(event) => controller.setChannelVisible(index, event.target.checked)}
              />
              <span
                className="demo-channel__swatch"
                style={{ background: channel.color }}
                aria-hidden="true"
              />
              <span className="demo-channel__name">{channel.name}</span>
            </label>
            {/* Plain text, not a live region: values change several times a second. */}
            <span className="demo-channel__value">
              {readout ? formatValue(readout.values[index] ?? Number.NaN, i18n.language) : '–'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
