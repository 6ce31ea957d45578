import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { OrgDetail } from '@sinyal/contracts/orgs';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useOrgQuery } from '../api/get-orgs';
import { isAdminRole, orgTabsFor, type OrgTab } from '../lib/org-tabs';
import { AuditTab } from './audit-tab';
import { DevicesTab } from './devices-tab';
import { InvitationsTab } from './invitations-tab';
import { MembersTab } from './members-tab';
import { OrgSecurityTab } from './org-security-tab';
import { SeatsTab } from './seats-tab';
import { SeatStatus } from './seat-status';
import { SignInFirst } from './sign-in-first';
import '../orgs.css';

interface OrgPageProps {
  slug: string;
  /** More of the Security tab, given by the route (single sign-on, another feature's settings). */
  renderSecurity?: (org: OrgDetail) => ReactNode;
}

/** /orgs/<slug>: one organization, its tabs for what the reader's role may see and do. */
export function OrgPage({ slug, renderSecurity }: OrgPageProps) {
  const { t } = useTranslation('orgs');
  const { token } = useSession();
  if (!token) {
    return (
      <SignInFirst
        heading={t('title')}
        text={t('signedOut.orgsText')}
        back={`${paths.orgs}/${slug}`}
      />
    );
  }
  return <OrgScreen slug={slug} renderSecurity={renderSecurity} />;
}

function OrgScreen({ slug, renderSecurity }: OrgPageProps) {
  const { t } = useTranslation('orgs');
  const org = useOrgQuery(slug);
  if (org.isPending) return <PageSpinner label={t('loading')} />;
  if (org.isError) {
    const missing = org.error instanceof ApiError && org.error.status === 404;
    return (
      <div className="container orgs-page">
        <h1>{missing ? t('org.notFound') : t('loadFailed')}</h1>
        <p>
          <Link to={paths.orgs}>{t('org.backToList')}</Link>
        </p>
      </div>
    );
  }
  return <OrgTabs org={org.data} renderSecurity={renderSecurity} />;
}

function OrgTabs({ org, renderSecurity }: Omit<OrgPageProps, 'slug'> & { org: OrgDetail }) {
  const { t } = useTranslation('orgs');
  const tabs = orgTabsFor(org.role);
  const [selected, setSelected] = useState<OrgTab>('members');
  const buttons = useRef(new Map<OrgTab, HTMLButtonElement>());
  const admin = isAdminRole(org.role);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(selected);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: OrgTab | undefined;
    if (step !== undefined) next = tabs[(at + step + tabs.length) % tabs.length];
    if (event.key === 'Home') next = tabs[0];
    if (event.key === 'End') next = tabs.at(-1);
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="container orgs-page">
      <p className="orgs-crumb">
        <Link to={paths.orgs}>{t('title')}</Link>
      </p>
      <div className="orgs-head">
        <h1>{org.name}</h1>
        <p className="orgs-head__facts">
          <span>{t(`roles.${org.role}`)}</span>
          <span>{t('org.members', { count: org.members })}</span>
          <SeatStatus seat={org.seat} />
        </p>
      </div>
      <div
        className="orgs-tabs"
        role="tablist"
        aria-label={t('org.tabsLabel')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`org-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`org-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className="orgs-tab"
            onClick={() => setSelected(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        className="orgs-panel"
        role="tabpanel"
        id={`org-panel-${selected}`}
        aria-labelledby={`org-tab-${selected}`}
      >
        {selected === 'members' && <MembersTab org={org} admin={admin} />}
        {selected === 'invitations' && (
          <InvitationsTab slug={org.slug} canInviteOwner={org.role === 'owner'} />
        )}
        {selected === 'seats' && <SeatsTab slug={org.slug} />}
        {selected === 'devices' && <DevicesTab slug={org.slug} />}
        {selected === 'security' && (
          <>
            <OrgSecurityTab org={org} />
            {renderSecurity?.(org)}
          </>
        )}
        {selected === 'audit' && <AuditTab slug={org.slug} />}
      </div>
    </div>
  );
}
