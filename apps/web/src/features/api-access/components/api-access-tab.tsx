import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { BookOpen, ExternalLink, TriangleAlert } from 'lucide-react';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiUrl } from '../../../lib/api-client';
import { CopyField } from '../../../components/dashboard/copy-field';
import { TokenCreateForm } from './token-create-form';
import { TokenList } from './token-list';
import '../../../components/dashboard/security.css';

interface ApiAccessTabProps {
  /** The token made on this visit: the dashboard holds it until the page is left (docs/product.md §4). */
  apiToken: string | null;
  onGenerated: (token: string) => void;
}

/**
 * docs/product.md §2 API Access and docs/architecture.md §11: named tokens with scopes and an
 * optional expiry, each shown once; the list says when each was made and last used.
 */
export function ApiAccessTab({ apiToken, onGenerated }: ApiAccessTabProps) {
  const { t } = useTranslation('dashboard');
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

  const docsUrl = apiUrl(apiPaths.docs);
  const exampleUrl = new URL(apiUrl(apiPaths.profile), window.location.origin).href;

  return (
    <div className="dashboard-stack">
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

        <TokenCreateForm
          onCreated={(token) => {
            justGenerated.current = true;
            onGenerated(token);
          }}
        />

        {apiToken && (
          <div className="dashboard-token">
            <CopyField
              id="dashboard-api-token"
              label={t('api.tokenLabel')}
              value={apiToken}
              copyLabel={t('api.copy')}
              copyAria={t('api.copyAria')}
              describedBy={warningId}
              inputRef={field}
            />
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
      <TokenList />
    </div>
  );
}
