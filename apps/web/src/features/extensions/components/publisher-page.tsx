import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { publisherQueryOptions } from '../api/get-publisher';
import { useConnection } from '../hooks/use-connection';
import { useExtensionActions } from '../hooks/use-extension-actions';
import { useLocalBackend } from '../hooks/use-local-backend';
import { extensionsPath } from '../lib/connection';
import { mergeLocalStatus } from '../lib/merge-status';
import { BackToMarketplace } from './back-to-marketplace';
import { ExtensionList } from './extension-list';
import { MarketplaceNotFound } from './marketplace-not-found';
import '../extensions.css';

/** A publisher's page (`/publishers/:name`): every extension published under the author name. */
export function PublisherPage({ name }: { name: string }) {
  const { t, i18n } = useTranslation('extensions');
  const publisher = useQuery(publisherQueryOptions(name));
  const connection = useConnection();
  const local = useLocalBackend(connection);
  const actions = useExtensionActions(connection.mode === 'connected', local);
  const extensions = useMemo(
    () => (publisher.data ? mergeLocalStatus(publisher.data.extensions, local.statuses) : []),
    [publisher.data, local.statuses],
  );
  usePageTitle(
    publisher.data ? t('publisher.title', { name: publisher.data.name }) : t('publisher.eyebrow'),
  );

  if (publisher.isPending) return <PageSpinner label={t('publisher.loading')} />;
  if (publisher.isError) {
    const missing = publisher.error instanceof ApiError && publisher.error.status === 404;
    return (
      <MarketplaceNotFound
        heading={t('publisher.notFoundHeading')}
        text={missing ? t('publisher.notFoundText', { name }) : t('toast.statusFailed')}
      />
    );
  }
  const { data } = publisher;
  return (
    <>
      <section className="page-hero ext-detail-hero">
        <div className="container">
          <BackToMarketplace />
          <h1>{data.name}</h1>
          <p className="ext-detail-hero__meta">
            {t('publisher.lead', { count: data.extensions.length })} ·{' '}
            {t('publisher.downloads', {
              count: data.downloads,
              formatted: new Intl.NumberFormat(i18n.language).format(data.downloads),
            })}
          </p>
        </div>
      </section>
      <section className="section ext-market">
        <div className="container">
          <ExtensionList extensions={extensions} actions={actions} detailPath={extensionsPath} />
        </div>
      </section>
    </>
  );
}
