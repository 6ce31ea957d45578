import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { LogIn, MailCheck, MailOpen, MailWarning, type LucideIcon } from 'lucide-react';
import { FormCard } from '../../../components/ui/form-card';
import { IconMark } from '../../../components/ui/icon-mark';
import { Spinner } from '../../../components/ui/spinner';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import '../account.css';

interface AccountPanelProps {
  icon: LucideIcon;
  heading: string;
  intro?: ReactNode;
  /** Moves the focus to the heading: for content that replaced what the reader was using. */
  focusHeading?: boolean;
  /** Tone of the icon: a problem is shown in the danger colour. */
  tone?: 'brand' | 'danger';
  footer?: ReactNode;
  children?: ReactNode;
}

/** The centred card of the e-mail verification and password screens, under a round icon. */
export function AccountPanel({ icon, tone = 'brand', ...card }: AccountPanelProps) {
  return <FormCard mark={<IconMark icon={icon} tone={tone} />} {...card} />;
}

/** The panel while the link the reader followed is being checked. */
export function AccountPanelWorking({
  icon,
  heading,
  text,
}: {
  icon: LucideIcon;
  heading: string;
  text: string;
}) {
  return (
    <AccountPanel icon={icon} heading={heading}>
      <div className="account-progress" role="status">
        <Spinner />
        <span>{text}</span>
      </div>
    </AccountPanel>
  );
}

interface AccountPanelDoneProps {
  icon: LucideIcon;
  heading: string;
  /** What was done, in the server's words. */
  intro: string;
  /** The way on: the login page, or the dashboard for a reader already signed in. */
  to: string;
  label: string;
}

/** What a link did, with the way on; the heading takes the focus from the page it replaced. */
export function AccountPanelDone({ icon, heading, intro, to, label }: AccountPanelDoneProps) {
  return (
    <AccountPanel icon={icon} heading={heading} intro={intro} focusHeading>
      <Link to={to} className="button button--primary button--block">
        <LogIn size={18} aria-hidden="true" />
        {label}
      </Link>
    </AccountPanel>
  );
}

interface LinkCheckProps {
  /** The query that spends the mailed link's token once (api/verify-email.ts, api/confirm-email-change.ts). */
  check: UseQueryResult<unknown>;
  working: { heading: string; text: string };
  /** What the link did, and the way on. */
  done: { heading: string; intro: string; to: string; label: string };
  failedHeading: string;
  /** Under a refused link: how to get a new one. */
  children?: ReactNode;
}

/** The screen a mailed link opens: checking it, then what it did or why it was refused. */
export function LinkCheck({ check, working, done, failedHeading, children }: LinkCheckProps) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  if (check.isPending) return <AccountPanelWorking icon={MailOpen} {...working} />;
  if (check.isSuccess) return <AccountPanelDone icon={MailCheck} {...done} />;
  return (
    <AccountPanel
      icon={MailWarning}
      tone="danger"
      heading={failedHeading}
      intro={message.error(check.error, t('failed'))}
      focusHeading
    >
      {children}
    </AccountPanel>
  );
}
