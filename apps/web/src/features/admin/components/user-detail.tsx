import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ArrowLeft } from 'lucide-react';
import type { AdminUserDetail } from '@sinyal/contracts/admin';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { useAdminUser } from '../api/get-users';
import { AdminTable } from './admin-table';
import { AccountSwitchDialog, GrantPlanDialog, RefundDialog } from './user-dialogs';

type Dialog = 'grant' | 'switch' | 'refund' | null;

/** One account's whole picture, with the operator's actions on it. */
export function UserDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const user = useAdminUser(id);
  return (
    <section className="admin-detail" aria-labelledby="admin-user-heading">
      <button type="button" className="button button--ghost admin-back" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('users.back')}
      </button>
      {user.data ? (
        <UserPicture user={user.data} />
      ) : user.isError ? (
        <p role="alert">{message.error(user.error, t('loadFailed'))}</p>
      ) : (
        <Spinner size="small" />
      )}
    </section>
  );
}

function UserPicture({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const date = (value: string | null) => (value ? formatDate(value, language) : t('none'));
  const when = (value: string | null) => (value ? formatDateTime(value, language) : t('none'));

  return (
    <>
      <h2 id="admin-user-heading">
        {user.username} <span className="admin-muted">#{user.id}</span>
      </h2>
      <p className="admin-detail__badges">
        {user.role === 'admin' ? <span className="admin-badge">{t('roles.admin')}</span> : null}
        {user.disabled ? (
          <span className="admin-badge admin-badge--danger">{t('users.disabled')}</span>
        ) : null}
      </p>
      {user.disabled ? (
        <p className="admin-note">
          {t('users.disabledSince', {
            at: when(user.disabled_at),
            reason: user.disabled_reason ?? t('none'),
          })}
        </p>
      ) : null}

      <div className="admin-actions" role="group" aria-label={t('users.actions')}>
        <button type="button" className="button button--primary" onClick={() => setDialog('grant')}>
          {t('users.grant.open')}
        </button>
        <button
          type="button"
          className={`button button--ghost${user.disabled ? '' : ' admin-danger'}`}
          onClick={() => setDialog('switch')}
        >
          {user.disabled ? t('users.enable.open') : t('users.disable.open')}
        </button>
        <button
          type="button"
          className="button button--ghost admin-danger"
          disabled={user.transactions.length === 0}
          title={user.transactions.length === 0 ? t('users.refund.none') : undefined}
          onClick={() => setDialog('refund')}
        >
          {t('users.refund.open')}
        </button>
      </div>

      <dl className="admin-facts">
        <Fact label={t('users.columns.email')}>
          {user.email}{' '}
          <span className="admin-muted">
            {user.email_verified ? t('users.verified') : t('users.unverified')}
          </span>
        </Fact>
        <Fact label={t('users.fullName')}>{user.full_name || t('none')}</Fact>
        <Fact label={t('users.columns.plan')}>
          {t('users.planWithSource', {
            plan: t(`plans.${user.plan}`),
            source: t(`sources.${user.plan_source}`),
          })}
          {user.plan_ends_at ? ` · ${t('users.planEnds', { at: date(user.plan_ends_at) })}` : null}
        </Fact>
        <Fact label={t('users.subscription')}>
          {user.subscription
            ? t('users.subscriptionText', {
                status: user.subscription.status,
                customer: user.subscription.customer_id ?? t('none'),
                end: date(user.subscription.current_period_end),
              }) + (user.subscription.cancel_at_period_end ? ` · ${t('users.cancels')}` : '')
            : t('none')}
        </Fact>
        <Fact label={t('users.twoFactor')}>{user.two_factor ? t('yes') : t('no')}</Fact>
        <Fact label={t('users.sessions')}>{user.sessions}</Fact>
        <Fact label={t('users.tokens')}>{user.api_tokens}</Fact>
        <Fact label={t('users.columns.created')}>{date(user.created_at)}</Fact>
      </dl>

      <h3>{t('users.devices')}</h3>
      {user.devices.length === 0 ? (
        <p className="field-hint">{t('users.noDevices')}</p>
      ) : (
        <AdminTable
          caption={t('users.devices')}
          columns={[
            t('users.device.name'),
            t('users.device.os'),
            t('users.device.version'),
            t('users.device.lastSeen'),
          ]}
        >
          {user.devices.map((device) => (
            <tr key={device.id}>
              <th scope="row">{device.name}</th>
              <td>{device.os}</td>
              <td>{device.app_version}</td>
              <td>{when(device.last_seen_at)}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h3>{t('users.extensions')}</h3>
      {user.extensions.length === 0 ? (
        <p className="field-hint">{t('users.noExtensions')}</p>
      ) : (
        <ul className="admin-list">
          {user.extensions.map((extension) => (
            <li key={extension.id}>
              {extension.name} <code>{extension.id}</code>
              {extension.taken_down ? (
                <span className="admin-badge admin-badge--danger">{t('extensions.takenDown')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <h3>{t('users.signIns')}</h3>
      {user.recent_sign_ins.length === 0 ? (
        <p className="field-hint">{t('users.noSignIns')}</p>
      ) : (
        <AdminTable
          caption={t('users.signIns')}
          columns={[
            t('users.signIn.at'),
            t('users.signIn.result'),
            t('users.signIn.ip'),
            t('users.signIn.agent'),
          ]}
        >
          {user.recent_sign_ins.map((attempt, index) => (
            <tr key={`${attempt.created_at}-${index}`}>
              <td>{when(attempt.created_at)}</td>
              <td>{attempt.success ? t('users.signIn.success') : t('users.signIn.failure')}</td>
              <td>{attempt.ip ?? t('none')}</td>
              <td className="admin-wrap">{attempt.user_agent ?? t('none')}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      {dialog === 'grant' ? <GrantPlanDialog user={user} onClose={close} /> : null}
      {dialog === 'switch' ? <AccountSwitchDialog user={user} onClose={close} /> : null}
      {dialog === 'refund' ? <RefundDialog user={user} onClose={close} /> : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
