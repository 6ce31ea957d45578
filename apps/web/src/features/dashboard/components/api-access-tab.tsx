import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Copy, ExternalLink, KeyRound, TriangleAlert } from 'lucide-react';
import { env } from '../../../config/env';
import { notify } from '../../../lib/notify';
import { useGenerateApiToken } from '../api/generate-api-token';
import { useServerMessage } from '../hooks/use-server-message';
import { copyText } from '../lib/copy-text';

interface ApiAccessTabProps {
  /** The token generated on this visit: the dashboard holds it until the page is left (spec §4). */
  apiToken: string | null;
  onGenerated: (token: string) => void;
}

export function ApiAccessTab({ apiToken, onGenerated }: ApiAccessTabProps) {
  const { t } = useTranslation('dashboard');
  const messageFor = useServerMessage();
  const generate = useGenerateApiToken();
  const field = useRef<HTMLInputElement>(null);
  const warningId = useId();
  const justGenerated = useRef(false);

  // A new token takes the focus, so a keyboard or screen reader user lands on it and its warning.
  useEffect(() => {
    if (apiToken && justGenerated.current) {
      justGenerated.current = false;
      field.current?.focus();
      field.current?.select();
    }
  }, [apiToken]);

  const onGenerate = () => {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onSuccess: (token) => {
        justGenerated.current = true;
        onGenerated(token);
        notify.success(t('messages.tokenGenerated'));
      },
      onError: (error) => notify.error(messageFor(error, 'messages.tokenFailed')),
    });
  };

  const onCopy = () => {
    if (!apiToken) return;
    copyText(apiToken, field.current).then(
      () => notify.success(t('messages.copied')),
      () => notify.error(t('messages.copyFailed')),
    );
  };

  const docsUrl = `${env.apiBase}/docs`;
  const exampleUrl = new URL(`${env.apiBase}/profile`, window.location.origin).href;

  return (
    <div className="card dashboard-api">
      <div className="dashboard-card-head">
        <h2 className="dashboard-card-title">{t('api.heading')}</h2>
        <a className="button button--ghost" href={docsUrl} target="_blank" rel="noopener">
          <BookOpen size={18} aria-hidden="true" />
          {t('api.docs')}
          <ExternalLink size={16} aria-hidden="true" />
          <span className="visually-hidden"> {t('api.newTab')}</span>
        </a>
      </div>
      <p>{t('api.intro')}</p>
      <p className="field-hint">{t('api.revokes')}</p>

      <button
        type="button"
        className="button button--primary"
        disabled={generate.isPending}
        onClick={onGenerate}
      >
        <KeyRound size={18} aria-hidden="true" />
        {generate.isPending ? t('api.generating') : t('api.generate')}
      </button>

      {apiToken && (
        <div className="dashboard-token">
          <div className="field">
            <label htmlFor="dashboard-api-token">{t('api.tokenLabel')}</label>
            <div className="dashboard-token__row">
              <input
                ref={field}
                id="dashboard-api-token"
                type="text"
                readOnly
                value={apiToken}
                spellCheck={false}
                aria-describedby={warningId}
                onFocus={(event) => event.target.select()}
              />
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('api.copyAria')}
                onClick={onCopy}
              >
                <Copy size={18} aria-hidden="true" />
                {t('api.copy')}
              </button>
            </div>
          </div>
          <p id={warningId} className="dashboard-token__warning" role="status">
            <TriangleAlert size={18} aria-hidden="true" />
            <span>{t('messages.tokenWarning')}</span>
          </p>
          <p className="dashboard-token__example-title">{t('api.example')}</p>
          <pre className="dashboard-token__example">
            <code>{`curl -H "Authorization: Bearer ${apiToken}" \\\n  ${exampleUrl}`}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
