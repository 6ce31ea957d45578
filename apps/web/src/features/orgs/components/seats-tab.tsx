import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { OrgMember } from '@sinyal/contracts/orgs';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useMembersQuery } from '../api/members';
import { useAssignSeatMutation, useSeatsQuery, useUnassignSeatMutation } from '../api/seats';

/** The seat pool the operator sold and who holds a seat; admins give and take them back. */
export function SeatsTab({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('orgs');
  const message = useMessageText();
  const seats = useSeatsQuery(slug);
  const members = useMembersQuery(slug);
  const assign = useAssignSeatMutation(slug);
  const unassign = useUnassignSeatMutation(slug);
  // A full pool is said beside the list, where the reader is looking, not only in a passing toast.
  const [full, setFull] = useState(false);

  if (seats.isPending || members.isPending) return <PageSpinner label={t('loading')} />;
  if (seats.isError || members.isError) return <p role="alert">{t('loadFailed')}</p>;
  const { quantity, used, ends_at: endsAt } = seats.data;

  const give = async (member: OrgMember) => {
    setFull(false);
    try {
      await assign.mutateAsync(member.user_id);
      notify.success(t('seats.assigned', { name: member.username }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'org_no_seat') setFull(true);
      else notify.error(message.error(error, t('actionFailed')));
    }
  };

  const free = async (member: OrgMember) => {
    setFull(false);
    try {
      await unassign.mutateAsync(member.user_id);
      notify.success(message.text('seat_unassigned'));
    } catch (error) {
      notify.error(message.error(error, t('actionFailed')));
    }
  };

  return (
    <section aria-labelledby="org-seats-heading" className="orgs-stack">
      <h2 id="org-seats-heading" className="orgs-panel__heading">
        {t('seats.heading')}
      </h2>
      <dl className="orgs-facts">
        <div>
          <dt>{t('seats.plan')}</dt>
          <dd>{quantity > 0 ? t('seats.enterprise') : t('seats.noPlan')}</dd>
        </div>
        <div>
          <dt>{t('seats.used')}</dt>
          <dd>{t('seats.usedOf', { used, quantity })}</dd>
        </div>
        <div>
          <dt>{t('seats.ends')}</dt>
          <dd>{endsAt ? formatDate(endsAt, i18n.language) : t('seats.noEnd')}</dd>
        </div>
      </dl>
      {quantity === 0 && <p className="field-hint">{t('seats.none')}</p>}
      {full && (
        <p role="alert" className="orgs-alert">
          {message.text('org_no_seat')}
        </p>
      )}
      <ul className="orgs-list" aria-label={t('seats.listLabel')}>
        {members.data.items.map((member) => (
          <li key={member.user_id} className="orgs-row orgs-row--wrap">
            <div className="orgs-row__main">
              <span className="orgs-row__name">{member.username}</span>
              <span className="orgs-row__meta">{member.email}</span>
            </div>
            <span className={member.seat_assigned ? 'badge orgs-badge--good' : 'badge'}>
              {member.seat_assigned ? t('seats.holds') : t('seats.noSeat')}
            </span>
            <div className="orgs-row__actions">
              {member.seat_assigned ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={unassign.isPending}
                  aria-label={t('seats.unassignAria', { name: member.username })}
                  onClick={() => void free(member)}
                >
                  {t('seats.unassign')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={assign.isPending || quantity === 0}
                  aria-label={t('seats.assignAria', { name: member.username })}
                  onClick={() => void give(member)}
                >
                  {t('seats.assign')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
