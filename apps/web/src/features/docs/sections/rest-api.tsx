import type { ReactNode } from 'react';
import { BookOpen } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { agentPaths } from '@sinyal/contracts/agent';
import { apiPaths } from '@sinyal/contracts/api-paths';
import {
  errorExample,
  healthCurl,
  healthResponse,
  localBackendCurl,
  marketplaceLink,
} from '../code-samples';
import { CodeBlock } from '../../../components/ui/code-block';
import type { KeysUnder } from '../../../i18n/keys';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';
import { DocsTable } from '../components/docs-table';
import { useSiteOrigin } from '../../../lib/site-origin';

interface Endpoint<Key extends string = string> {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  key: Key;
  token?: boolean;
}

// docs/architecture.md §3: the site's account API.
const accountEndpoints: Endpoint<KeysUnder<'docs', 'restApi.endpoints'>>[] = [
  { method: 'POST', path: apiPaths.login, key: 'login' },
  { method: 'POST', path: apiPaths.logout, key: 'logout', token: true },
  { method: 'POST', path: apiPaths.validate, key: 'validate', token: true },
  { method: 'POST', path: apiPaths.register, key: 'register' },
  { method: 'GET', path: apiPaths.profile, key: 'profileGet', token: true },
  { method: 'PUT', path: apiPaths.profile, key: 'profilePut', token: true },
  { method: 'GET', path: apiPaths.premium, key: 'premium', token: true },
  { method: 'GET', path: apiPaths.userStats, key: 'stats', token: true },
  { method: 'POST', path: apiPaths.generateApiToken, key: 'token', token: true },
  { method: 'GET', path: apiPaths.health, key: 'health' },
  { method: 'GET', path: apiPaths.docs, key: 'docs' },
];

// docs/architecture.md §5: the desktop app's loopback server.
const localEndpoints: Endpoint<KeysUnder<'docs', 'restApi.localEndpoints'>>[] = [
  { method: 'GET', path: agentPaths.info, key: 'info' },
  { method: 'GET', path: agentPaths.extensions, key: 'extensions' },
  { method: 'POST', path: '/api/install/{id}', key: 'install' },
  { method: 'GET', path: '/api/start/{id}', key: 'start' },
  { method: 'GET', path: '/api/disable/{id}', key: 'disable' },
];

const errorStatuses = ['400', '401', '403', '404', '409', '413', '429'] as const;

function MethodBadge({ method }: { method: Endpoint['method'] }) {
  return <span className={`docs-method docs-method--${method.toLowerCase()}`}>{method}</span>;
}

/** An endpoint's row in either table: its method, its path and what it does; a table adds columns after. */
function endpointRow(endpoint: Endpoint, purpose: string, ...more: ReactNode[]) {
  return {
    key: `${endpoint.method} ${endpoint.path}`,
    cells: [
      <MethodBadge key="method" method={endpoint.method} />,
      <code key="path" className="docs-path">
        {endpoint.path}
      </code>,
      <CodeText key="text" text={purpose} />,
      ...more,
    ],
  };
}

export function RestApi() {
  const { t } = useTranslation('docs');
  const origin = useSiteOrigin();
  return (
    <DocsSection id="rest-api">
      <p className="docs-lead">
        <CodeText text={t('restApi.intro')} />
      </p>
      <p>
        {t('restApi.baseUrl')} <code>{origin}/api</code>
      </p>

      <h3>{t('restApi.accountHeading')}</h3>
      <DocsTable
        name={t('restApi.tableName')}
        columns={[t('table.method'), t('table.path'), t('table.purpose'), t('table.token')]}
        rows={accountEndpoints.map((endpoint) =>
          endpointRow(
            endpoint,
            t(`restApi.endpoints.${endpoint.key}`),
            endpoint.token ? t('table.tokenRequired') : t('table.tokenNone'),
          ),
        )}
      />

      <h3>{t('restApi.errorsHeading')}</h3>
      <p>
        <CodeText text={t('restApi.errorsText')} />
      </p>
      <ul className="docs-statuses">
        {errorStatuses.map((status) => (
          <li key={status}>
            <code>{status}</code> <CodeText text={t(`restApi.statuses.${status}`)} />
          </li>
        ))}
      </ul>
      <CodeBlock label="JSON · 400" code={errorExample} />

      <h3>{t('restApi.tryHeading')}</h3>
      <p>{t('restApi.tryText')}</p>
      <CodeBlock label="bash" code={healthCurl(origin)} />
      <CodeBlock label={t('code.response')} code={healthResponse} copyable={false} />
      <div className="docs-callout">
        <BookOpen aria-hidden="true" size={22} />
        <p>
          {t('restApi.referenceText')}{' '}
          {/* A plain link: /api/docs is served by the server, outside the hash routes. */}
          <a href="/api/docs">{t('restApi.reference')}</a>
        </p>
      </div>

      <h3>{t('restApi.localHeading')}</h3>
      <p>{t('restApi.localIntro')}</p>
      <p>
        <CodeText text={t('restApi.localLink')} />
      </p>
      <CodeBlock label="URL" code={marketplaceLink(origin)} />
      <p>
        <CodeText text={t('restApi.localKey')} />
      </p>
      <DocsTable
        name={t('restApi.localTableName')}
        columns={[t('table.method'), t('table.path'), t('table.purpose')]}
        rows={localEndpoints.map((endpoint) =>
          endpointRow(endpoint, t(`restApi.localEndpoints.${endpoint.key}`)),
        )}
      />
      <p>
        <CodeText text={t('restApi.localUnknown')} />
      </p>
      <p>{t('restApi.localCurl')}</p>
      <CodeBlock label="bash" code={localBackendCurl} />
    </DocsSection>
  );
}
