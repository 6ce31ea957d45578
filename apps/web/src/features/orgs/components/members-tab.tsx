import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { orgRoles, type OrgDetail, type OrgMember, type OrgRole } from '@sinyal/contracts/orgs';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import {
  useLeaveOrgMutation,
  useMembersQuery,
  useRemoveMemberMutation,
  useSetRoleMutation,
  useTransferMutation,
} from '../api/members';
import { ConfirmDialog } from './confirm-dialog';

type Step = { kind: 'remove' | 'transfer'; member: OrgMember } | { kind: 'leave' };

/** Who is in the organization; admins change roles and remove people, an owner hands over. */
export function MembersTab({ org, admin }: { org: OrgDetail; admin: boolean }) {
  const { t, i18n } = useTranslation('orgs');
  const message = useMessageText();
  const navigate = useNavigate();
  const { user } = useSession();
  const members = useMembersQuery(org.slug);
  const setRole = useSetRoleMutation(org.slug);
  const remove = useRemoveMemberMutation(org.slug);
  const leave = useLeaveOrgMutation(org.slug);
  const transfer = useTransferMutation(org.slug);
  const [step, setStep] = useState<Step | null>(null);
  const owner = org.role === 'owner';

  if (members.isPending) return <PageSpinner label={t('loading')} />;
  if (members.isError) return <p role="alert">{t('loadFailed')}</p>;

  const changeRole = (member: OrgMember, role: OrgRole) =>
    setRole.mutateAsync({ userId: member.user_id, role }).then(
      () =>
        notify.success(
          t('members.roleChanged', { name: member.username, role: t(`roles.${role}`) }),
        ),
      (error: unknown) => notify.error(message.error(error, t('actionFailed'))),
    );

  const confirm = async () => {
    if (!step) return;
    try {
      if (step.kind === 'remove') {
        await remove.mutateAsync(step.member.user_id);
        notify.success(t('members.removed', { name: step.member.username }));
      } else if (step.kind === 'transfer') {
        await transfer.mutateAsync(step.member.user_id);
        notify.success(t('members.transferred', { name: step.member.username }));
      } else {
        await leave.mutateAsync();
        notify.success(t('members.left', { name: org.name }));
        navigate(paths.orgs);
      }
    } catch (error) {
      notify.error(message.error(error, t('actionFailed')));
    }
    setStep(null);
  };

  // An admin may not make or unmake an owner: only an owner's list offers it.
  const rolesFor = (member: OrgMember) =>
    owner ? orgRoles : member.role === 'owner' ? [] : orgRoles.filter((role) => role !== 'owner');

  return (
    <section aria-labelledby="org-members-heading">
      <h2 id="org-members-heading" className="orgs-panel__heading">
        {t('members.heading', { count: members.data.total })}
      </h2>
      <ul className="orgs-list" aria-label={t('members.listLabel')}>
        {members.data.items.map((member) => {
          const self = member.user_id === user?.id;
          const choices = rolesFor(member);
          return (
            <li key={member.user_id} className="orgs-row orgs-row--wrap">
              <div className="orgs-row__main">
                <span className="orgs-row__name">
                  {member.username}
                  {self && <span className="orgs-row__meta"> {t('members.you')}</span>}
                </span>
                <span className="orgs-row__meta">{member.email}</span>
                <span className="orgs-row__meta">
                  {t('members.joined', { date: formatDate(member.joined_at, i18n.language) })}
                </span>
              </div>
              <div className="orgs-row__badges">
                <span className={member.two_factor ? 'badge orgs-badge--good' : 'badge'}>
                  {member.two_factor ? t('members.twoFactorOn') : t('members.twoFactorOff')}
                </span>
                {member.seat_assigned && (
                  <span className="badge orgs-badge--good">{t('members.hasSeat')}</span>
                )}
              </div>
              <div className="orgs-row__actions">
                {admin && !self && choices.length > 0 ? (
                  <label className="orgs-role-select">
                    <span className="visually-hidden">
                      {t('members.roleOf', { name: member.username })}
                    </span>
                    <select
                      value={member.role}
                      disabled={setRole.isPending}
                      onChange={(event) => void changeRole(member, event.target.value as OrgRole)}
                    >
                      {choices.map((role) => (
                        <option key={role} value={role}>
                          {t(`roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span className="orgs-row__role">{t(`roles.${member.role}`)}</span>
                )}
                {owner && !self && member.role !== 'owner' && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setStep({ kind: 'transfer', member })}
                  >
                    {t('members.transfer')}
                  </button>
                )}
                {admin && !self && (member.role !== 'owner' || owner) && (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('members.removeAria', { name: member.username })}
                    onClick={() => setStep({ kind: 'remove', member })}
                  >
                    {t('members.remove')}
                  </button>
                )}
                {self && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setStep({ kind: 'leave' })}
                  >
                    {t('members.leave')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {step && (
        <ConfirmDialog
          heading={
            step.kind === 'leave'
              ? t('members.leaveHeading', { name: org.name })
              : step.kind === 'remove'
                ? t('members.removeHeading', { name: step.member.username })
                : t('members.transferHeading', { name: step.member.username })
          }
          text={
            step.kind === 'leave'
              ? t('members.leaveText')
              : step.kind === 'remove'
                ? t('members.removeText')
                : t('members.transferText', { name: step.member.username })
          }
          confirmLabel={
            step.kind === 'leave'
              ? t('members.leave')
              : step.kind === 'remove'
                ? t('members.remove')
                : t('members.transfer')
          }
          busy={remove.isPending || leave.isPending || transfer.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setStep(null)}
        />
      )}
    </section>
  );
}
