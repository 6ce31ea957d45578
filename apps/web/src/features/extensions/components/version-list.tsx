import { useTranslation } from 'react-i18next';
import type { ExtensionVersion } from '@sinyal/contracts/extensions-api';
import { formatDay } from '../lib/format';

/** Published versions, newest first; the first is the latest. */
export function VersionList({ versions }: { versions: ExtensionVersion[] }) {
  const { t, i18n } = useTranslation('extensions');
  return (
    <ol className="ext-versions" aria-label={t('detail.versionsLabel')}>
      {versions.map((version, index) => (
        <li key={version.version}>
          <span className="ext-versions__number">
            {t('card.version', { version: version.version })}
          </span>
          {index === 0 ? <span className="badge">{t('detail.latest')}</span> : null}
          <time dateTime={version.published_at}>
            {formatDay(version.published_at, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
