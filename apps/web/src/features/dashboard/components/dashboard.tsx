import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { navigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useDashboardData, type DashboardData } from '../hooks/use-dashboard-data';
import { displayName } from '../lib/display-name';
import { panelId, tabId, tabPath, type DashboardTab } from '../lib/tabs';
import { AccountSummary } from './account-summary';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs } from './dashboard-tabs';
import { SignedOutPrompt } from './signed-out-prompt';
import '../dashboard.css';

/** What a tab's panel is drawn from: the account's data, and a way to another tab. */
export interface DashboardPanelContext {
  data: DashboardData;
  /** Opens API Access with the focus on its panel (the Overview's quick action). */
  openApiAccess: () => void;
}

export interface DashboardProps {
  /** The tab the address names (docs/architecture.md §4); choosing another goes to its address. */
  tab: DashboardTab;
  /** The panel of a tab: each tab is a feature of its own, which the dashboard route puts here. */
  renderPanel: (tab: DashboardTab, context: DashboardPanelContext) => ReactNode;
}

/** docs/product.md §2 Dashboard: a sign-in prompt without a token, else the account's data in six tabs. */
export function Dashboard(props: DashboardProps) {
  const { token } = useSession();
  return token ? <SignedInDashboard {...props} /> : <SignedOutPrompt />;
}

function SignedInDashboard({ tab, renderPanel }: DashboardProps) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const data = useDashboardData();
  const panel = useRef<HTMLDivElement>(null);
  // What to do with the panel once the chosen tab is on screen. Not before: until then the page
  // still shows the previous tab's entry, and a scroll made now would be remembered for it (Back
  // would return there at the new tab's position).
  const afterSwitch = useRef<{ tab: DashboardTab; then: 'scroll' | 'focus' } | null>(null);
  useEffect(() => {
    const pending = afterSwitch.current;
    if (!pending || pending.tab !== tab) return;
    afterSwitch.current = null;
    if (pending.then === 'focus') {
      panel.current?.focus();
      return;
    }
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [tab]);

  if (data.loading) return <PageSpinner label={t('loading')} />;

  // Each tab is a history entry of its own, so Back returns to the tab before; the page keeps its
  // scroll position, as it would for a tab.
  const openTab = (next: DashboardTab) => {
    if (next !== tab) navigate(tabPath(next), { keepScroll: true });
  };

  // On a phone the panel sits below the account card: a tapped tab brings its panel into view.
  const selectTab = (next: DashboardTab, byPointer: boolean) => {
    const top = panel.current?.getBoundingClientRect().top ?? 0;
    if (byPointer && top > window.innerHeight * 0.6)
      afterSwitch.current = { tab: next, then: 'scroll' };
    openTab(next);
  };

  const openApiAccess = () => {
    afterSwitch.current = { tab: 'api', then: 'focus' };
    openTab('api');
  };

  return (
    <div className="dashboard">
      <div className="container">
        <DashboardHeader name={displayName(data.profile ?? user)} />
        {data.failed && (
          <div className="dashboard-alert" role="alert">
            <CircleAlert size={20} aria-hidden="true" />
            <p>{t('loadError.text')}</p>
            <button type="button" className="button button--ghost" onClick={data.retry}>
              <RotateCw size={18} aria-hidden="true" />
              {t('loadError.retry')}
            </button>
          </div>
        )}
        <div className="dashboard-layout">
          <AccountSummary
            profile={data.profile}
            plan={data.plan}
            planVia={data.planVia}
            tabs={<DashboardTabs selected={tab} onSelect={selectTab} />}
          />
          <div
            ref={panel}
            className="dashboard-panel"
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            tabIndex={-1}
          >
            {renderPanel(tab, { data, openApiAccess })}
          </div>
        </div>
      </div>
    </div>
  );
}
