import { useId, useState } from 'react';
import { useBrowserValue } from '../../../lib/hydration';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { downloads, type Channel, type Platform } from '../../../config/releases';
import { detectPlatform, downloadsFor } from '../lib/downloads';
import { DownloadCard } from './download-card';
import { MacNote } from './mac-note';
import { SystemRequirements } from './system-requirements';
import { ToggleGroup } from './toggle-group';

/** The platform and channel switches with the matching download cards beside the requirements. */
export function DownloadOptions() {
  const { t } = useTranslation('download');
  const headingId = useId();
  // Preselects the visitor's own system (once the prerendered page is hydrated, which shows the
  // default); the switch is one click away for anyone downloading for another.
  const [platform, setPlatform] = useBrowserValue<Platform>(
    () => detectPlatform(navigator.userAgent),
    detectPlatform(''),
  );
  const [channel, setChannel] = useState<Channel>('stable');
  const items = downloadsFor(downloads, platform, channel);

  return (
    <section className="section download-options" aria-labelledby={headingId}>
      <div className="container download-options__layout">
        <div className="download-options__main">
          <h2 id={headingId}>{t('choose.heading')}</h2>
          <div className="download-options__switches">
            <ToggleGroup
              label={t('platform.label')}
              value={platform}
              onChange={setPlatform}
              options={[
                { value: 'windows', label: t('platform.windows') },
                { value: 'linux', label: t('platform.linux') },
              ]}
            />
            <ToggleGroup
              label={t('channel.label')}
              value={channel}
              onChange={setChannel}
              options={[
                { value: 'stable', label: t('channel.stable', { version: brand.releases.stable }) },
                { value: 'alpha', label: t('channel.alpha', { version: brand.releases.alpha }) },
              ]}
            />
          </div>
          <p className="download-options__note" aria-live="polite">
            {t(`note.${channel}`, {
              platform: t(`platform.${platform}`),
              version: brand.releases[channel],
            })}
          </p>
          <ul className="download-options__cards">
            {items.map((item) => (
              <li key={item.id}>
                <DownloadCard item={item} />
              </li>
            ))}
          </ul>
          <MacNote />
        </div>
        <SystemRequirements />
      </div>
    </section>
  );
}
