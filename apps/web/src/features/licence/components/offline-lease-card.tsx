import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import { Download, Upload } from 'lucide-react';
import { apiPaths } from '@sinyal/contracts/api-paths';
import type { OfflineLeaseFile } from '@sinyal/contracts/licence';
import { FormAlert } from '../../../components/ui/form-alert';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { apiUrl } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { saveTextFile } from '../../../lib/save-file';
import { useServerForm } from '../../../lib/use-server-form';
import { useOfflineLeaseMutation } from '../api/request-offline-lease';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';

// A request file is one line of a few hundred characters; anything much larger is not one.
const maxRequestBytes = 4096;

// The form's own checks, by what the alert says for them.
const noFile = 'choose_file';
const requestFileSchema = z.object({
  request: z.custom<FileList | undefined>().superRefine((files, check) => {
    const file = files?.[0];
    if (!file || file.size === 0) check.addIssue({ code: 'custom', message: noFile });
    else if (file.size > maxRequestBytes) {
      check.addIssue({ code: 'custom', message: 'offline_request_invalid' });
    }
  }),
});

function download(lease: OfflineLeaseFile) {
  saveTextFile(
    `sinyal-lease-${lease.device_id}.json`,
    `${JSON.stringify(lease, null, 2)}\n`,
    'application/json',
  );
}

/**
 * Enterprise: a lease for a computer that never reaches the service (docs/architecture.md §9).
 * The app writes a signed request file there; the lease comes back as a file, with the registry's
 * keys to check it against.
 */
export function OfflineLeaseCard() {
  const { t, i18n } = useTranslation('dashboard');
  const message = useMessageText();
  const offline = useOfflineLeaseMutation();
  const inputId = useId();
  const form = useServerForm({
    schema: requestFileSchema,
    defaultValues: {},
    fields: ['request'],
    checkOn: 'submit',
    send: async ({ request }) => {
      const file = request?.[0];
      if (file) download(await offline.mutateAsync(await file.text()));
    },
    failure: offline.error,
    fallback: t('licence.offlineFailed'),
  });
  const fileProblem = form.form.formState.errors.request?.message;
  const problem =
    fileProblem === noFile
      ? t('licence.offlineChoose')
      : fileProblem
        ? message.text(fileProblem)
        : form.problem;

  return (
    <DashboardCard
      id="licence-offline-heading"
      heading={t('licence.offlineHeading')}
      className="licence-offline"
    >
      <p className="licence-intro">{t('licence.offlineIntro')}</p>
      <GuardedForm {...form.formProps} describedBy={problem ? form.alertId : undefined}>
        <label htmlFor={inputId}>{t('licence.offlineFile')}</label>
        <input id={inputId} type="file" accept=".txt,text/plain" {...form.field('request')} />
        {problem && (
          <FormAlert tone="error" id={form.alertId} takeFocus>
            {problem}
          </FormAlert>
        )}
        <button type="submit" className="button button--primary" disabled={form.busy}>
          <Upload size={18} aria-hidden="true" />
          {form.busy ? t('licence.offlineSending') : t('licence.offlineSubmit')}
        </button>
      </GuardedForm>
      {offline.data && (
        <div className="licence-offline__result">
          <FormAlert tone="success">
            {t('licence.offlineReady', {
              date: formatDate(offline.data.expires_at, i18n.language),
            })}
          </FormAlert>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => offline.data && download(offline.data)}
          >
            <Download size={18} aria-hidden="true" />
            {t('licence.offlineDownload')}
          </button>
          <a
            className="button button--ghost"
            href={apiUrl(apiPaths.registryKeys)}
            download="keys.json"
          >
            <Download size={18} aria-hidden="true" />
            {t('licence.offlineKeys')}
          </a>
        </div>
      )}
    </DashboardCard>
  );
}
