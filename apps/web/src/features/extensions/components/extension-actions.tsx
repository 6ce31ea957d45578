import {
  ArrowUpCircle,
  Download,
  ExternalLink,
  Power,
  PowerOff,
  ShoppingCart,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isPlan, isPremiumPlan } from '@sinyal/contracts/plans';
import { brand } from '../../../config/brand';
import { Spinner } from '../../../components/ui/spinner';
import { formatUsd } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import type { ExtensionActions as Actions } from '../hooks/use-extension-actions';
import type { MarketExtension } from '../lib/filter-extensions';
import { LicenceNote } from './licence-note';

/**
 * docs/product.md §2: Enable or Disable when the extension is installed and a backend is connected
 * (with Update when the app has an older version, and Uninstall); otherwise Install, plus "Buy ($5)"
 * on a premium extension (its mode needs a premium plan, by the plan table). Website on every card.
 * Each button's name ends with the extension's name (hidden), so "Install" is never ambiguous.
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
  const installed = actions.connected && extension.installed;
  const refusedFor = actions.licenceNeeded(extension.id);
  const neededPlan = refusedFor === null ? null : isPlan(refusedFor) ? refusedFor : 'pro';
  const licenceDisabled = installed && extension.disabled_reason === 'licence_required';
  const accountPlan = useSession().user?.plan ?? null;

  // Install, update, enable, disable and uninstall wait while a call for this extension runs.
  const action = (
    Icon: typeof Power,
    label: string,
    primary: boolean,
    run: (extension: MarketExtension) => void,
  ) => (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--ghost'} ext-action`}
      disabled={busy}
      onClick={() => run(extension)}
    >
      {busy ? <Spinner size="small" /> : <Icon aria-hidden="true" size={18} />}
      {label}
      {name}
    </button>
  );

  return (
    <div className="ext-actions-block">
      <div className="ext-actions" aria-busy={busy || undefined}>
        {installed ? (
          <>
            {action(
              extension.enabled ? PowerOff : Power,
              t(extension.enabled ? 'actions.disable' : 'actions.enable'),
              !extension.enabled,
              actions.toggle,
            )}
            {extension.update_available
              ? action(
                  ArrowUpCircle,
                  t('actions.update', { version: extension.latest_version }),
                  true,
                  actions.update,
                )
              : null}
            {action(Trash2, t('actions.uninstall'), false, actions.uninstall)}
          </>
        ) : (
          <>
            {action(Download, t('actions.install'), true, actions.install)}
            {isPremiumPlan(extension.mode) ? (
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
      {licenceDisabled || (neededPlan && !installed) ? (
        <LicenceNote
          name={extension.name}
          plan={licenceDisabled ? extension.mode : (neededPlan ?? extension.mode)}
          disabled={licenceDisabled}
          accountPlan={accountPlan}
        />
      ) : null}
    </div>
  );
}
