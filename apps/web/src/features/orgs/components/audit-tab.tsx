import { useTranslation } from '../../../i18n/react';
import { orgAuditActions, type OrgAuditAction } from '@sinyal/contracts/orgs';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { formatDateTime } from '../../../lib/format';
import { useMembersQuery } from '../api/members';
import { useOrgAuditQuery } from '../api/security';

const isKnownAction = (action: string): action is OrgAuditAction =>
  (orgAuditActions as readonly string[]).includes(action);

/** What happened in the organization, who did it and to whom; the newest first. */
export function AuditTab({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('orgs');
  const audit = useOrgAuditQuery(slug);
  // A person is named by their username while they are a member; a former one keeps their id.
  const members = useMembersQuery(slug);
  const usernames = new Map(
    (members.data?.items ?? []).map((member) => [String(member.user_id), member.username]),
  );
  const targetOf = (type: string, id: string) =>
    type === 'user' && usernames.has(id) ? usernames.get(id) : t('audit.target', { type, id });

  return (
    <section aria-labelledby="org-audit-heading">
      <h2 id="org-audit-heading" className="orgs-panel__heading">
        {t('audit.heading')}
      </h2>
      {audit.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : audit.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : audit.data.items.length === 0 ? (
        <p className="field-hint">{t('audit.empty')}</p>
      ) : (
        <ol className="orgs-list" aria-label={t('audit.heading')}>
          {audit.data.items.map((event) => (
            <li key={event.id} className="orgs-row orgs-row--wrap">
              <div className="orgs-row__main">
                <span className="orgs-row__name">
                  {isKnownAction(event.action) ? t(`audit.actions.${event.action}`) : event.action}
                </span>
                <span className="orgs-row__meta">
                  {t('audit.by', { actor: event.actor_username ?? t('audit.system') })}
                  {' · '}
                  {targetOf(event.target_type, event.target_id)}
                  {event.detail ? ` · ${event.detail}` : ''}
                </span>
              </div>
              <time className="orgs-row__meta" dateTime={event.at}>
                {formatDateTime(event.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
