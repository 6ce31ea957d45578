import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { LucideIcon } from 'lucide-react';
import {
  CreditCard,
  DatabaseZap,
  KeyRound,
  LayoutGrid,
  Puzzle,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useNavigationPending } from '../../../lib/router/router';
import { dashboardTabs, panelId, tabAfterKey, tabId, type DashboardTab } from '../lib/tabs';

const icons: Record<DashboardTab, LucideIcon> = {
  overview: LayoutGrid,
  profile: UserRound,
  api: KeyRound,
  billing: CreditCard,
  security: ShieldCheck,
  privacy: DatabaseZap,
  extensions: Puzzle,
};

interface DashboardTabsProps {
  selected: DashboardTab;
  /** `byPointer` is true for a click or tap, false for the keyboard. */
  onSelect: (tab: DashboardTab, byPointer: boolean) => void;
}

/** The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move and select. */
export function DashboardTabs({ selected, onSelect }: DashboardTabsProps) {
  const { t } = useTranslation('dashboard');
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());
  // A tab is an address: choosing one is a change of route, which the router makes a transition.
  // While the panel's code or strings load (Security's password form, say), this tab list stays on
  // screen, and the focused tab with it, instead of the page's loading screen.
  const switching = useNavigationPending();
  const select = onSelect;

  // Keys move from the tab that has the focus: while a switch is still a pending transition,
  // `selected` names the tab before it, and a second key press must not start from there.
  const focusedTab = (): DashboardTab => {
    for (const [tab, element] of buttons.current) {
      if (element === document.activeElement) return tab;
    }
    return selected;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(focusedTab(), event.key);
    if (!next) return;
    event.preventDefault();
    select(next, false);
    buttons.current.get(next)?.focus();
  };

  return (
    <div
      className="dashboard-tabs"
      role="tablist"
      aria-label={t('tabs.label')}
      aria-busy={switching || undefined}
      onKeyDown={onKeyDown}
    >
      {dashboardTabs.map((tab) => {
        const Icon = icons[tab];
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={isSelected}
            aria-controls={panelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            className="dashboard-tabs__tab"
            // detail is 0 for a click made with Enter or Space.
            onClick={(event) => select(tab, event.detail > 0)}
          >
            <Icon size={18} aria-hidden="true" />
            <span>{t(`tabs.${tab}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
