import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { MailWarning, ShieldAlert } from 'lucide-react';
import { dashboardTabPaths, paths } from '../../../config/paths';
import { ActionButton } from '../../../components/ui/submit-button';
import { useMessageText } from '../../../lib/message-text';
import { useSession } from '../../../lib/session';
import { confirmEmailChangeQueryOptions } from '../api/confirm-email-change';
import { useReportEmailChangeMutation } from '../api/report-email-change';
import { AccountPanel, LinkCheck } from './account-panel';

/**
 * The pages the mails of an e-mail change open (docs/architecture.md §11): `?token=` from the new
 * address confirms the change; `?report=` from the old address reports that it was not the owner.
 */
export function EmailChangeLink({
  token,
  report,
}: {
  token: string | null;
  report: string | null;
}) {
  if (report) return <ReportChange report={report} />;
  if (token) return <ConfirmChange token={token} />;
  return <InvalidLink />;
}

function InvalidLink() {
  const { t } = useTranslation('account');
  const message = useMessageText();
  return (
    <AccountPanel
      icon={MailWarning}
      tone="danger"
      heading={t('emailChange.failedHeading')}
      intro={message.text('invalid_link')}
    />
  );
}

function ConfirmChange({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const { token: session } = useSession();
  const confirm = useQuery(confirmEmailChangeQueryOptions(token));

  return (
    <LinkCheck
      check={confirm}
      working={{
        heading: t('emailChange.confirmingHeading'),
        text: t('emailChange.confirmingText'),
      }}
      done={{
        heading: t('emailChange.confirmedHeading'),
        intro: message.text('email_changed'),
        to: session ? dashboardTabPaths.security : paths.login,
        label: session ? t('emailChange.dashboard') : t('emailChange.login'),
      }}
      failedHeading={t('emailChange.failedHeading')}
    />
  );
}

function ReportChange({ report }: { report: string }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const session = useSession();
  const reportChange = useReportEmailChangeMutation();

  if (reportChange.isSuccess) {
    return (
      <AccountPanel
        icon={ShieldAlert}
        heading={t('emailChange.reportedHeading')}
        intro={message.text('email_change_reported')}
        focusHeading
      />
    );
  }
  return (
    <AccountPanel
      icon={ShieldAlert}
      tone="danger"
      heading={t('emailChange.reportHeading')}
      intro={t('emailChange.reportText')}
    >
      {reportChange.isError && (
        <p className="field-error" role="alert">
          {message.error(reportChange.error, t('failed'))}
        </p>
      )}
      <ActionButton
        busy={reportChange.isPending}
        icon={ShieldAlert}
        label={t('emailChange.reportButton')}
        busyLabel={t('emailChange.reporting')}
        block
        onClick={() =>
          reportChange.mutate(report, {
            // Every session was logged out, this browser's too.
            onSuccess: () => session.expire(),
          })
        }
      />
    </AccountPanel>
  );
}
