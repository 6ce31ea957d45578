import { useTranslation } from '../../../i18n/react';
import { CircleCheck, CircleX, LogOut, MonitorSmartphone } from 'lucide-react';
import type { SessionsResponse } from '@sinyal/contracts/auth';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useRevokeOtherSessionsMutation } from '../api/revoke-other-sessions';
import { useRevokeSessionMutation } from '../api/revoke-session';
import { describeUserAgent } from '../lib/describe-user-agent';
import { formatDate, formatDateTime } from '../../../lib/format';
import { DashboardTable } from '../../../components/dashboard/dashboard-table';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';

interface LoginHistoryProps {
  sessions: SessionsResponse | null;
  createdAt: string | null;
}

/**
 * Last login, account creation, recent sign-in attempts (failures said as such) and the sessions
 * still open, each of which can be logged out (docs/architecture.md §11).
 */
export function LoginHistory({ sessions, createdAt }: LoginHistoryProps) {
  const { t, i18n } = useTranslation('dashboard');
  const message = useMessageText();
  const language = i18n.language;
  const revoke = useRevokeSessionMutation();
  const revokeOthers = useRevokeOtherSessionsMutation();

  // Each heading is also its cell's label where the table stacks on narrow screens.
  const column = {
    date: t('security.history.date'),
    ip: t('security.history.ip'),
    browser: t('security.history.browser'),
    result: t('security.history.result'),
  };

  const signOut = (id: number) =>
    revoke.mutate(id, {
      onSuccess: () => notify.success(t('sessionsCard.signedOut')),
      onError: (error) => notify.error(message.error(error, t('sessionsCard.failed'))),
    });
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => notify.success(t('sessionsCard.othersSignedOut')),
      onError: (error) => notify.error(message.error(error, t('sessionsCard.failed'))),
    });

  const device = (userAgent: string | null) => {
    const { browser, system } = describeUserAgent(userAgent);
    if (browser && system) return t('security.history.on', { browser, system });
    return browser ?? system ?? t('security.history.unknown');
  };

  const logins = sessions?.logins ?? [];
  const active = sessions?.sessions ?? [];

  return (
    <>
      <DashboardCard id="security-history" heading={t('security.history.heading')}>
        <dl className="dashboard-facts">
          <div>
            <dt>{t('security.history.lastLogin')}</dt>
            <dd>
              {sessions?.last_login_at
                ? formatDateTime(sessions.last_login_at, language)
                : t('security.history.never')}
            </dd>
          </div>
          <div>
            <dt>{t('security.history.created')}</dt>
            <dd>{createdAt ? formatDate(createdAt, language) : t('security.history.unknown')}</dd>
          </div>
        </dl>

        <h3 className="dashboard-subtitle">{t('security.history.recent')}</h3>
        {logins.length === 0 ? (
          <p className="field-hint">{t('security.history.empty')}</p>
        ) : (
          <DashboardTable
            className="dashboard-logins"
            caption={t('security.history.caption')}
            columns={Object.values(column)}
          >
            {logins.map((login, index) => (
              <tr key={`${login.created_at}-${index}`}>
                <td data-label={column.date}>{formatDateTime(login.created_at, language)}</td>
                <td data-label={column.ip}>{login.ip ?? t('security.history.unknown')}</td>
                <td data-label={column.browser}>{device(login.user_agent)}</td>
                <td data-label={column.result}>
                  {login.success ? (
                    <span className="dashboard-result dashboard-result--ok">
                      <CircleCheck size={16} aria-hidden="true" />
                      {t('security.history.success')}
                    </span>
                  ) : (
                    <span className="dashboard-result dashboard-result--failed">
                      <CircleX size={16} aria-hidden="true" />
                      {t('security.history.failure')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </DashboardTable>
        )}
      </DashboardCard>

      <DashboardCard
        id="security-sessions"
        heading={t('sessionsCard.heading')}
        aside={
          active.some((session) => !session.current) && (
            <button
              type="button"
              className="button button--ghost"
              disabled={revokeOthers.isPending}
              onClick={signOutOthers}
            >
              <LogOut size={18} aria-hidden="true" />
              {revokeOthers.isPending
                ? t('sessionsCard.signingOut')
                : t('sessionsCard.signOutOthers')}
            </button>
          )
        }
      >
        <p className="field-hint">{t('sessionsCard.intro')}</p>
        {active.length === 0 ? (
          <p className="field-hint">{t('security.sessions.empty')}</p>
        ) : (
          <ul className="dashboard-sessions" role="list">
            {active.map((session) => (
              <li key={session.id} className="dashboard-session">
                <MonitorSmartphone size={22} aria-hidden="true" />
                <div>
                  <p className="dashboard-session__device">
                    {device(session.user_agent)}
                    {session.current && (
                      <span className="badge dashboard-session__current">
                        {t('sessionsCard.current')}
                      </span>
                    )}
                  </p>
                  <p className="field-hint">
                    {[
                      session.ip,
                      t('security.sessions.started', {
                        date: formatDateTime(session.created_at, language),
                      }),
                      session.last_used_at &&
                        t('security.sessions.lastUsed', {
                          date: formatDateTime(session.last_used_at, language),
                        }),
                      session.expires_at &&
                        t('security.sessions.expires', {
                          date: formatDateTime(session.expires_at, language),
                        }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--ghost dashboard-session__sign-out"
                    aria-label={t('sessionsCard.signOutAria', {
                      device: device(session.user_agent),
                    })}
                    disabled={revoke.isPending && revoke.variables === session.id}
                    onClick={() => signOut(session.id)}
                  >
                    <LogOut size={16} aria-hidden="true" />
                    {t('sessionsCard.signOut')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>
    </>
  );
}
