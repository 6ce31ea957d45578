import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ShieldAlert } from 'lucide-react';
import { dashboardTabPaths } from '../../../config/paths';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminUsers } from '../api/get-users';
import { AuditTab } from './audit-tab';
import { ExtensionsTab } from './extensions-tab';
import { ReportsTab } from './reports-tab';
import { UsersTab } from './users-tab';
import '../admin.css';

const tabs = ['users', 'reports', 'extensions', 'audit'] as const;
type Tab = (typeof tabs)[number];

/** What the server answers anyone who is not an operator: they see the site's not-found page. */
const notAnOperator = new Set(['admin_required', 'session_required']);

/**
 * The operator console (docs/architecture.md §15). Whether the reader is an operator is the
 * server's to say: the first page of users is asked for, and a refusal shows `notFound`, so the
 * console does not reveal itself. An operator without two-factor sign-in is told to turn it on.
 */
export function AdminConsole({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const { status } = useSession();
  // The Users tab's first page: asked once, shown by the tab when the gate opens.
  const probe = useAdminUsers('', 1);

  if (status === 'signed-out') return notFound;
  if (status === 'checking' || probe.isPending) return <PageSpinner label={t('loading')} />;
  if (probe.isError) {
    const error = probe.error;
    if (error instanceof ApiError) {
      if (error.code === 'admin_2fa_required') return <TwoFactorNeeded />;
      if (notAnOperator.has(error.code) || [401, 403, 404].includes(error.status)) return notFound;
    }
    return (
      <section className="container narrow-page">
        <p role="alert">{message.error(error, t('loadFailed'))}</p>
      </section>
    );
  }
  return <Console />;
}

function TwoFactorNeeded() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  return (
    <section className="container narrow-page admin-2fa">
      <ShieldAlert size={32} aria-hidden="true" />
      <h1>{t('twoFactor.heading')}</h1>
      <p>{t('twoFactor.text')}</p>
      <p>
        <Link className="button button--primary" to={dashboardTabPaths.security}>
          {t('twoFactor.link')}
        </Link>
      </p>
    </section>
  );
}

function Console() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  const [tab, setTab] = useState<Tab>('users');
  const panels: Record<Tab, () => ReactNode> = {
    users: () => <UsersTab />,
    reports: () => <ReportsTab />,
    extensions: () => <ExtensionsTab />,
    audit: () => <AuditTab />,
  };
  return (
    <section className="container admin">
      <h1>{t('heading')}</h1>
      <div className="admin-tabs" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((name) => (
          <button
            key={name}
            id={`admin-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={name === tab}
            aria-controls="admin-panel"
            className="admin-tab"
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id="admin-panel"
        role="tabpanel"
        aria-labelledby={`admin-tab-${tab}`}
        className="admin-panel"
      >
        {panels[tab]()}
      </div>
    </section>
  );
}
