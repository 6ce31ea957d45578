import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import type { OfflineLeaseFile } from '@sinyal/contracts/licence';
import { FormAlert } from '../../../components/ui/form-alert';
import { env } from '../../../config/env';
import { formatDate } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { useOfflineLeaseMutation } from '../api/request-offline-lease';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';

// A request file is one line of a few hundred characters; anything much larger is not one.
const maxRequestBytes = 4096;

function download(lease: OfflineLeaseFile) {
  const blob = new Blob([`${JSON.stringify(lease, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sinyal-lease-${lease.device_id}.json`;
  link.click();
  URL.revokeObjectURL(url);
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
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const file = new FormData(event.currentTarget).get('request');
    if (!(file instanceof File) || file.size === 0) {
      setProblem(t('licence.offlineChoose'));
      return;
    }
    if (file.size > maxRequestBytes) {
      setProblem(message.text('offline_request_invalid'));
      return;
    }
    offline.mutate(await file.text(), {
      onSuccess: (lease) => download(lease),
      onError: (error) => setProblem(message.error(error, t('licence.offlineFailed'))),
    });
  };

  return (
    <DashboardCard
      id="licence-offline-heading"
      heading={t('licence.offlineHeading')}
      className="licence-offline"
    >
      <p className="licence-intro">{t('licence.offlineIntro')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>{t('licence.offlineFile')}</label>
        <input id={inputId} name="request" type="file" accept=".txt,text/plain" />
        {problem && (
          <FormAlert tone="error" takeFocus>
            {problem}
          </FormAlert>
        )}
        <button type="submit" className="button button--primary" disabled={offline.isPending}>
          <Upload size={18} aria-hidden="true" />
          {offline.isPending ? t('licence.offlineSending') : t('licence.offlineSubmit')}
        </button>
      </form>
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
          <a className="button button--ghost" href={`${env.apiBase}/keys`} download="keys.json">
            <Download size={18} aria-hidden="true" />
            {t('licence.offlineKeys')}
          </a>
        </div>
      )}
    </DashboardCard>
  );
}
