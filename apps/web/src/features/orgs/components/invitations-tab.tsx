import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Invitation } from '@sinyal/contracts/orgs';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { formatDate } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import {
  useInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from '../api/invitations';
import { ConfirmDialog } from './confirm-dialog';
import { InviteForm } from './invite-form';

const statusTone = {
  pending: 'badge',
  accepted: 'badge orgs-badge--good',
  expired: 'badge orgs-badge--warn',
  revoked: 'badge orgs-badge--warn',
} as const;

/** Invite by e-mail; every invitation with its status, sent again or withdrawn while it waits. */
export function InvitationsTab({
  slug,
  canInviteOwner,
}: {
  slug: string;
  canInviteOwner: boolean;
}) {
  const { t, i18n } = useTranslation('orgs');
  const message = useMessageText();
  const invitations = useInvitationsQuery(slug);
  const resend = useResendInvitationMutation(slug);
  const revoke = useRevokeInvitationMutation(slug);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const sendAgain = (invitation: Invitation) =>
    resend.mutateAsync(invitation.id).then(
      () => notify.success(t('invitations.resent', { email: invitation.email })),
      (error: unknown) => notify.error(message.error(error, t('actionFailed'))),
    );

  const withdraw = async (invitation: Invitation) => {
    try {
      await revoke.mutateAsync(invitation.id);
      notify.success(t('invitations.revoked', { email: invitation.email }));
    } catch (error) {
      notify.error(message.error(error, t('actionFailed')));
    }
    setRevoking(null);
  };

  return (
    <div className="orgs-stack">
      <section aria-labelledby="org-invite-heading">
        <h2 id="org-invite-heading" className="orgs-panel__heading">
          {t('invitations.inviteHeading')}
        </h2>
        <InviteForm slug={slug} canInviteOwner={canInviteOwner} />
      </section>
      <section aria-labelledby="org-invitations-heading">
        <h2 id="org-invitations-heading" className="orgs-panel__heading">
          {t('invitations.heading')}
        </h2>
        {invitations.isPending ? (
          <PageSpinner label={t('loading')} />
        ) : invitations.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : invitations.data.items.length === 0 ? (
          <p className="field-hint">{t('invitations.empty')}</p>
        ) : (
          <ul className="orgs-list" aria-label={t('invitations.heading')}>
            {invitations.data.items.map((invitation) => {
              const open = invitation.status === 'pending' || invitation.status === 'expired';
              return (
                <li key={invitation.id} className="orgs-row orgs-row--wrap">
                  <div className="orgs-row__main">
                    <span className="orgs-row__name">{invitation.email}</span>
                    <span className="orgs-row__meta">
                      {t(`roles.${invitation.role}`)} ·{' '}
                      {invitation.status === 'pending'
                        ? t('invitations.expires', {
                            date: formatDate(invitation.expires_at, i18n.language),
                          })
                        : t('invitations.sentOn', {
                            date: formatDate(invitation.created_at, i18n.language),
                          })}
                    </span>
                  </div>
                  <span className={statusTone[invitation.status]}>
                    {t(`invitations.status.${invitation.status}`)}
                  </span>
                  {open && (
                    <div className="orgs-row__actions">
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={resend.isPending}
                        aria-label={t('invitations.resendAria', { email: invitation.email })}
                        onClick={() => void sendAgain(invitation)}
                      >
                        {t('invitations.resend')}
                      </button>
                      {invitation.status === 'pending' && (
                        <button
                          type="button"
                          className="button button--ghost"
                          aria-label={t('invitations.revokeAria', { email: invitation.email })}
                          onClick={() => setRevoking(invitation)}
                        >
                          {t('invitations.revoke')}
                        </button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {revoking && (
        <ConfirmDialog
          heading={t('invitations.revokeHeading', { email: revoking.email })}
          text={t('invitations.revokeText')}
          confirmLabel={t('invitations.revoke')}
          busy={revoke.isPending}
          onConfirm={() => void withdraw(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </div>
  );
}
