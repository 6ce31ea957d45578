import { ExternalLink, LoaderCircle, Power, PowerOff, ShoppingCart, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import type { ExtensionActions as Actions } from '../hooks/use-extension-actions';
import type { MarketExtension } from '../lib/filter-extensions';
import { formatUsd } from '../lib/format';

/**
 * Spec §2: Enable or Disable when the extension is installed and a backend is connected;
 * otherwise Install, plus "Buy ($5)" for a Visualization. Website on every card. Each button's
 * name ends with the extension's name (hidden), so "Install" is never ambiguous to a screen reader.
 */
export function ExtensionActions({
  extension,
  actions,
}: {
  extension: MarketExtension;
  actions: Actions;
}) {
  const { t, i18n } = useTranslation('extensions');
  const busy = actions.isBusy(extension.id);
  const name = <span className="visually-hidden"> {extension.name}</span>;
  const toggleable = actions.connected && extension.installed;

  return (
    <div className="ext-actions" aria-busy={busy || undefined}>
      {toggleable ? (
        <button
          type="button"
          className={`button ${extension.enabled ? 'button--ghost' : 'button--primary'} ext-action`}
          disabled={busy}
          onClick={() => actions.toggle(extension)}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" size={18} className="ext-spin" />
          ) : extension.enabled ? (
            <PowerOff aria-hidden="true" size={18} />
          ) : (
            <Power aria-hidden="true" size={18} />
          )}
          {t(extension.enabled ? 'actions.disable' : 'actions.enable')}
          {name}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary ext-action"
            disabled={busy}
            onClick={() => actions.install(extension)}
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" size={18} className="ext-spin" />
            ) : (
              <Download aria-hidden="true" size={18} />
            )}
            {t('actions.install')}
            {name}
          </button>
          {extension.category === 'Visualization' ? (
            <button
              type="button"
              className="button button--ghost ext-action"
              onClick={() => actions.buy(extension)}
            >
              <ShoppingCart aria-hidden="true" size={18} />
              {t('actions.buy', {
                price: formatUsd(brand.pricing.proMonthlyUsd, i18n.language),
              })}
              {name}
            </button>
          ) : null}
        </>
      )}
      <button
        type="button"
        className="button button--ghost ext-action"
        onClick={() => actions.openWebsite(extension)}
      >
        <ExternalLink aria-hidden="true" size={18} />
        {t('actions.website')}
        <span className="visually-hidden">
          {' '}
          {extension.name} {t('actions.opensInNewTab')}
        </span>
      </button>
    </div>
  );
}
