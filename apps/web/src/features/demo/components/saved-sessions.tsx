import { useId, useState } from 'react';
import { PlayCircle, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../../lib/format';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';
import { replaySpeeds } from '../lib/replay-clock';
import { NumberSelect } from './number-select';

export function SavedSessions({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t, i18n } = useTranslation('demo');
  const headingId = useId();
  const [speed, setSpeed] = useState<number>(1);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="demo-saved" aria-labelledby={headingId}>
      <div className="demo-saved__top">
        <div>
          <h2 id={headingId}>{t('saved.heading')}</h2>
          <p>{t('saved.text')}</p>
        </div>
        <NumberSelect
          label={t('saved.speed')}
          value={speed}
          options={replaySpeeds}
          optionText={(value) => t('saved.speedValue', { speed: value })}
          onChange={(value) => {
            setSpeed(value);
            controller.setReplaySpeed(value);
          }}
        />
      </div>
      {!state.storageAvailable ? (
        <p className="demo-unavailable">{t('saved.unavailable')}</p>
      ) : state.savedSessions.length === 0 ? (
        <p className="demo-hint">{t('saved.empty')}</p>
      ) : (
        <ul className="demo-saved__list" aria-label={t('saved.listLabel')}>
          {state.savedSessions.map((session) => (
            <li key={session.id} className="demo-saved__item">
              <div>
                <p className="demo-saved__name">{session.name}</p>
                <p className="demo-saved__details">
                  {t('saved.details', {
                    date: formatDateTime(session.startedAt, i18n.language),
                    rows: number.format(session.rows),
                    duration: t('channels.seconds', {
                      value: number.format(Math.round(session.durationS * 10) / 10),
                    }),
                  })}
                </p>
              </div>
              <div className="demo-saved__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void controller.replay(session.id, speed)}
                >
                  <PlayCircle aria-hidden="true" size={16} />
                  {t('saved.replay')}
                  <span className="visually-hidden"> {session.name}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void controller.remove(session.id, session.name)}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  {t('saved.delete')}
                  <span className="visually-hidden"> {session.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
