import {
  ArrowUpCircle,
  CircleCheck,
  Crown,
  Download,
  ExternalLink,
  Power,
  PowerOff,
  Trash2,
} from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { isPlan, isPremiumPlan, planIncludes, type Plan } from '@sinyal/contracts/plans';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import type { ExtensionActions as Actions } from '../hooks/use-extension-actions';
import type { MarketExtension } from '../lib/filter-extensions';
import { LicenceNote } from './licence-note';
import { RevokedNote } from './revoked-note';

/**
 * docs/product.md §2: Enable or Disable when the extension is installed and a backend is connected
 * (with Update when the app has an older version, and Uninstall); otherwise Install, plus, on an
 * extension whose mode needs Pro or Enterprise, that it comes with that plan (it is not sold on its
 * own). An installed version the operators revoked cannot be enabled, and says why. Website on
 * every card. Each button's name ends with the extension's name (hidden), so
 * "Install" is never ambiguous.
 */
export function ExtensionActions({
  extension,
  actions,
}: {
  extension: MarketExtension;
  actions: Actions;
}) {
  const { t } = useTranslation('extensions');
  const busy = actions.isBusy(extension.id);
  const name = <span className="visually-hidden"> {extension.name}</span>;
  const installed = actions.connected && extension.installed;
  const refusedFor = actions.licenceNeeded(extension.id);
  const neededPlan = refusedFor === null ? null : isPlan(refusedFor) ? refusedFor : 'pro';
  const revoked = installed ? extension.revoked : undefined;
  const licenceDisabled = installed && !revoked && extension.disabled_reason === 'licence_required';
  const accountPlan = useSession().user?.plan ?? null;

  // Install, update, enable, disable and uninstall wait while a call for this extension runs.
  const action = (
    Icon: typeof Power,
    label: string,
    primary: boolean,
    run: (extension: MarketExtension) => void,
    refused = false,
  ) => (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--ghost'} ext-action`}
      disabled={busy || refused}
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
              !extension.enabled && !revoked,
              actions.toggle,
              !extension.enabled && !!revoked,
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
              <IncludedWith plan={extension.mode} name={extension.name} />
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
      {revoked ? <RevokedNote name={extension.name} reason={revoked.reason} /> : null}
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

/**
 * What a Pro or Enterprise extension costs: nothing beyond its plan. A reader whose plan includes it
 * is told so; anyone else gets the plan's name, linked to the pricing page.
 */
function IncludedWith({ plan, name }: { plan: Plan; name: string }) {
  const { t } = useTranslation('extensions');
  const { user } = useSession();
  const planName = t(`modes.${plan}`);
  if (user && planIncludes(user.plan, plan)) {
    return (
      <p className="ext-included">
        <CircleCheck aria-hidden="true" size={18} />
        {t('actions.includedInYourPlan', { plan: t(`modes.${user.plan}`) })}
      </p>
    );
  }
  const text = t('actions.includedWith', { plan: planName });
  return (
    // The name starts with the words on screen and says which extension they are about.
    <Link
      to={paths.pricing}
      className="button button--ghost ext-action"
      aria-label={`${text}: ${name}`}
    >
      <Crown aria-hidden="true" size={18} />
      {text}
    </Link>
  );
}
