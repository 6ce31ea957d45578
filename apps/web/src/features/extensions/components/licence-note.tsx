import { Trans, useTranslation } from '../../../i18n/react';
import { planIncludes, type Plan } from '@sinyal/contracts/plans';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';

/**
 * Why the app does not run an extension its licence does not cover (docs/architecture.md §9): it
 * refused to install it, or disabled it when its licence fell to a lower plan. When the signed-in
 * account's plan covers the extension, what lacks the plan is the device (removed from the
 * account, or never signed in), so the note says to sign it in again instead of pointing to
 * pricing; signed out, or on a plan that does not cover it, pricing is the way.
 */
export function LicenceNote({
  name,
  plan,
  disabled,
  accountPlan,
}: {
  name: string;
  /** The plan the extension needs. */
  plan: Plan;
  /** Installed and disabled by the app (`disabled_reason`), rather than refused at install. */
  disabled: boolean;
  accountPlan: Plan | null;
}) {
  const { t } = useTranslation('extensions');
  const planName = t(plan === 'enterprise' ? 'modes.enterprise' : 'modes.pro');
  const accountCovers = accountPlan !== null && planIncludes(accountPlan, plan);
  return (
    // A refused install answers a click and is announced; a disabled card is read like the rest.
    <p className="ext-licence" role={disabled ? undefined : 'alert'}>
      {t(disabled ? 'licence.disabled' : 'licence.required', { name, plan: planName })}{' '}
      {accountCovers ? (
        <Trans
          t={t}
          i18nKey="licence.signInAgain"
          values={{ plan: planName }}
          components={{ command: <code /> }}
        />
      ) : (
        <Link to={paths.pricing}>{t('licence.pricing')}</Link>
      )}
    </p>
  );
}
