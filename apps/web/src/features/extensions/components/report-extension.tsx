import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Flag } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';

// The form and its schemas arrive when a reader opens it, not with every extension page.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/**
 * "Report" on an extension's page (docs/architecture.md §15): signed-in readers tell the operators
 * about malware, impersonation or a broken extension; signed-out readers are told to sign in.
 */
export function ReportExtension({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('extensions');
  const { status } = useSession();
  const [open, setOpen] = useState(false);

  if (status === 'checking') return null;
  if (status === 'signed-out') {
    return (
      <p className="ext-report__hint field-hint">
        <Link to={paths.login}>{t('report.signIn')}</Link>
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost ext-report"
        onClick={() => setOpen(true)}
      >
        <Flag size={16} aria-hidden="true" />
        {t('report.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog id={id} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
