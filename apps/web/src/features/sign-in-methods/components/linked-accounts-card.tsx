import { useTranslation } from '../../../i18n/react';
import { Link2, Unlink } from 'lucide-react';
import type { Identity } from '@sinyal/contracts/oauth';
import { IconButton } from '../../../components/ui/icon-button';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { Link } from '../../../lib/router/router';
import { setPasswordPath, useIdentities, useStartLink, useUnlinkIdentity } from '../api/identities';
import { useOAuthProviders } from '../../../lib/oauth-providers';
import { MethodCard } from './method-card';
import { MethodList, UsageDates } from './method-list';

/**
 * The Security tab's Google and GitHub: the accounts linked, a Link button for each provider the
 * server offers that is not linked yet, and Unlink, which the server refuses for the last way in.
 */
export function LinkedAccountsCard() {
  const { t } = useTranslation('sign-in');
  const message = useMessageText();
  const identities = useIdentities();
  const providers = useOAuthProviders();
  const startLink = useStartLink();
  const unlink = useUnlinkIdentity();
  const linked = identities.data?.identities ?? [];
  const offered = providers.data ?? [];
  const linkable = offered.filter(
    (provider) => !linked.some((row) => row.provider === provider.id),
  );
  if (offered.length === 0 && linked.length === 0) return null;

  const onUnlink = (row: Identity) => {
    const provider = row.provider_name;
    if (!window.confirm(t('linked.confirmUnlink', { provider }))) return;
    unlink.mutate(row.id, {
      onSuccess: () => notify.success(t('linked.unlinked', { provider })),
      onError: (error) =>
        notify.error(message.error(error, t('linked.unlinkFailed', { provider }))),
    });
  };

  return (
    <MethodCard id="security-linked-accounts" section="linked">
      <MethodList section="linked" pending={identities.isPending} rows={linked}>
        {(row) => (
          <>
            <div>
              <strong>{row.provider_name}</strong>
              {row.email && <span className="sign-in-methods__detail">{row.email}</span>}
              <UsageDates section="linked" dates={row} />
            </div>
            <IconButton
              variant="ghost"
              tone="security-danger"
              icon={Unlink}
              iconSize={16}
              label={t('linked.unlink')}
              aria-label={t('linked.unlinkAria', {
                provider: row.provider_name,
                email: row.email ?? '',
              })}
              disabled={unlink.isPending && unlink.variables === row.id}
              onClick={() => onUnlink(row)}
            />
          </>
        )}
      </MethodList>
      {identities.data && !identities.data.has_password && (
        <p className="field-hint">
          <Link to={setPasswordPath}>{t('linked.noPassword')}</Link>
        </p>
      )}
      {linkable.length > 0 && (
        <div className="sign-in-methods__actions">
          {linkable.map((provider) => {
            const busy = startLink.isPending && startLink.variables === provider.id;
            return (
              <IconButton
                key={provider.id}
                variant="ghost"
                icon={Link2}
                iconSize={16}
                label={
                  busy
                    ? t('linked.linking', { provider: provider.name })
                    : t('linked.link', { provider: provider.name })
                }
                disabled={startLink.isPending}
                aria-busy={busy}
                onClick={() =>
                  startLink.mutate(provider.id, {
                    onError: (error) => notify.error(message.error(error, t('linked.linkFailed'))),
                  })
                }
              />
            );
          })}
        </div>
      )}
    </MethodCard>
  );
}
