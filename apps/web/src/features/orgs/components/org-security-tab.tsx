import { useTranslation } from '../../../i18n/react';
import type { OrgDetail } from '@sinyal/contracts/orgs';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { usePolicyMutation } from '../api/security';

/** The organization's policy: whether a seat gives its plan only to members with 2FA on. */
export function OrgSecurityTab({ org }: { org: OrgDetail }) {
  const { t } = useTranslation('orgs');
  const message = useMessageText();
  const policy = usePolicyMutation(org.slug);

  const toggle = (require2fa: boolean) =>
    policy.mutateAsync(require2fa).then(
      () => notify.success(require2fa ? t('security.requiredOn') : t('security.requiredOff')),
      (error: unknown) => notify.error(message.error(error, t('actionFailed'))),
    );

  return (
    <section aria-labelledby="org-security-heading">
      <h2 id="org-security-heading" className="orgs-panel__heading">
        {t('security.heading')}
      </h2>
      <label className="orgs-toggle">
        <input
          type="checkbox"
          checked={org.require_2fa}
          disabled={policy.isPending}
          aria-describedby="org-require-2fa-hint"
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{t('security.require2fa')}</span>
      </label>
      <p id="org-require-2fa-hint" className="field-hint">
        {t('security.require2faHint')}
      </p>
    </section>
  );
}
