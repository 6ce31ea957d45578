import { useTranslation } from 'react-i18next';
import type { MarketExtension } from '../lib/filter-extensions';

/**
 * Spec §2: "Hybrid" when the mode is hybrid, "Lite" for a Recorder, "Pro" for a Visualization; when
 * connected, whether an installed extension is enabled.
 */
export function ExtensionBadges({
  extension,
  connected,
}: {
  extension: MarketExtension;
  connected: boolean;
}) {
  const { t } = useTranslation('extensions');
  return (
    <div className="ext-badges">
      {extension.mode === 'hybrid' ? (
        <span className="badge ext-badge ext-badge--hybrid">{t('badges.hybrid')}</span>
      ) : null}
      {extension.category === 'Recorder' ? (
        <span className="badge ext-badge ext-badge--lite">{t('badges.lite')}</span>
      ) : (
        <span className="badge ext-badge ext-badge--pro">{t('badges.pro')}</span>
      )}
      {connected && extension.installed ? (
        <span
          className={`badge ext-badge ext-badge--state ${extension.enabled ? 'is-on' : 'is-off'}`}
        >
          {t(extension.enabled ? 'badges.enabled' : 'badges.disabled')}
        </span>
      ) : null}
    </div>
  );
}
