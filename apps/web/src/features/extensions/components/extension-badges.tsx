import { useTranslation } from '../../../i18n/react';
import { isPremiumPlan } from '@sinyal/contracts/plans';
import type { MarketExtension } from '../lib/filter-extensions';

/**
 * docs/product.md §2's badges, read from the plan table: "Lite" when the extension's mode (the plan
 * it needs) is free, "Pro" when it needs a premium plan ("Enterprise" for that plan alone); when
 * connected, whether an installed extension is enabled, and "Update available" when the app has an
 * older version than the catalogue's; "Deprecated" when its owner retired it.
 */
export function ExtensionBadges({
  extension,
  connected,
  deprecated = false,
}: {
  extension: MarketExtension;
  connected: boolean;
  deprecated?: boolean;
}) {
  const { t } = useTranslation('extensions');
  const premium = isPremiumPlan(extension.mode);
  return (
    <div className="ext-badges">
      {premium ? (
        <span className="badge ext-badge ext-badge--pro">
          {t(extension.mode === 'enterprise' ? 'badges.enterprise' : 'badges.pro')}
        </span>
      ) : (
        <span className="badge ext-badge ext-badge--lite">{t('badges.lite')}</span>
      )}
      {deprecated ? (
        <span className="badge ext-badge ext-badge--deprecated">{t('badges.deprecated')}</span>
      ) : null}
      {connected && extension.installed ? (
        <span
          className={`badge ext-badge ext-badge--state ${extension.enabled ? 'is-on' : 'is-off'}`}
        >
          {t(extension.enabled ? 'badges.enabled' : 'badges.disabled')}
        </span>
      ) : null}
      {connected && extension.update_available ? (
        <span className="badge ext-badge ext-badge--update">{t('badges.updateAvailable')}</span>
      ) : null}
    </div>
  );
}
