import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExtensionDetail, type ExtensionPageData } from '../hooks/use-extension-detail';
import { useConnection } from '../hooks/use-connection';
import { useExtensionActions } from '../hooks/use-extension-actions';
import { useLocalBackend } from '../hooks/use-local-backend';
import { extensionsPath, publisherPath, type Connection } from '../lib/connection';
import { mergeLocalStatus } from '../lib/merge-status';
import { BackToMarketplace } from './back-to-marketplace';
import { AppSystems } from './app-systems';
import { CalendarDate } from './calendar-date';
import { Fact } from './fact';
import { ConnectionStatus } from './connection-status';
import { ExtensionActions } from './extension-actions';
import { ExtensionBadges } from './extension-badges';
import { ExtensionIcon } from './extension-icon';
import { ManifestTable } from './manifest-table';
import { MarketplaceNotFound } from './marketplace-not-found';
import { ModeName } from './mode-name';
import { ReportExtension } from './report-extension';
import { RatingStars } from './rating-stars';
import { ReviewsSection } from './reviews-section';
import { MarkdownText } from './markdown-text';
import { VersionList } from './version-list';
import '../extensions.css';
import { PageSpinner } from '../../../components/ui/page-spinner';

/** One extension's page (`/extensions/:id`): the card's actions, full text, versions, manifest. */
export function ExtensionDetail({ id }: { id: string }) {
  const { t } = useTranslation('extensions');
  const connection = useConnection();
  const state = useExtensionDetail(id);

  if (state.status === 'loading') {
    return <PageSpinner label={t('detail.loading')} />;
  }
  if (state.status === 'not-found') return <ExtensionNotFound id={id} />;
  return (
    <ExtensionDetailView
      extension={state.extension}
      builtIn={state.source === 'built-in'}
      connection={connection}
    />
  );
}

function ExtensionNotFound({ id }: { id: string }) {
  const { t } = useTranslation('extensions');
  usePageTitle(t('detail.notFoundTitle'));
  return (
    <MarketplaceNotFound
      heading={t('detail.notFoundHeading')}
      text={t('detail.notFoundText', { id })}
    />
  );
}

function ExtensionDetailView({
  extension: data,
  builtIn,
  connection,
}: {
  extension: ExtensionPageData;
  builtIn: boolean;
  connection: Connection;
}) {
  const { t, i18n } = useTranslation('extensions');
  usePageTitle(data.name);
  const connected = connection.mode === 'connected';
  const local = useLocalBackend(connection);
  const actions = useExtensionActions(connected, local);
  const extension = useMemo(
    () => mergeLocalStatus([data], local.statuses)[0]!,
    [data, local.statuses],
  );
  const firstPublished = data.versions.at(-1)?.published_at ?? data.created_at;

  return (
    <>
      <section className="page-hero ext-detail-hero">
        <div className="container">
          <BackToMarketplace />
          <div className="ext-detail-hero__head">
            <ExtensionIcon category={extension.category} size={28} />
            <ExtensionBadges
              extension={extension}
              connected={connected}
              deprecated={data.deprecated !== null}
            />
          </div>
          <h1>{extension.name}</h1>
          <p className="ext-detail-hero__meta">
            <span>{t('card.version', { version: extension.version })}</span>
            <Link to={publisherPath(extension.author)}>
              {t('card.by', { author: extension.author })}
            </Link>
          </p>
          {/* With a long description below, the short one introduces it; otherwise it is the text below. */}
          {data.description_long ? (
            <p className="ext-detail-hero__lead">{extension.description}</p>
          ) : null}
          <ConnectionStatus connection={connection} link={local.link} />
          {connected && local.link.phase === 'connecting' ? null : (
            <ExtensionActions extension={extension} actions={actions} />
          )}
        </div>
      </section>

      <section className="section ext-detail">
        <div className="container ext-detail__layout">
          <div className="ext-detail__main">
            {builtIn ? (
              <p className="ext-note" role="note">
                {t('detail.builtIn')}
              </p>
            ) : null}
            {data.deprecated ? (
              <p className="ext-note ext-note--warning" role="note">
                {t('detail.deprecated', { reason: data.deprecated.reason })}{' '}
                {data.deprecated.replacement_id ? (
                  <Link to={extensionsPath(data.deprecated.replacement_id)}>
                    {t('detail.replacedBy', { name: data.deprecated.replacement_id })}
                  </Link>
                ) : null}
              </p>
            ) : null}
            <h2>{t('detail.about')}</h2>
            {data.description_long ? (
              <MarkdownText source={data.description_long} />
            ) : (
              <p className="ext-detail__text">{data.description}</p>
            )}

            <h2>{t('detail.versions')}</h2>
            <VersionList id={data.id} versions={data.versions} />

            {data.changelog ? (
              <>
                <h2>{t('detail.changelog')}</h2>
                <MarkdownText source={data.changelog} />
              </>
            ) : null}

            {builtIn ? null : <ReviewsSection id={data.id} />}

            <h2>{t('detail.manifest')}</h2>
            {data.manifest ? (
              <>
                <p>{t('detail.manifestIntro')}</p>
                <ManifestTable manifest={data.manifest} />
              </>
            ) : (
              <p>{t('detail.manifestUnavailable')}</p>
            )}
            <p className="ext-detail__publish">
              <Link to={`${paths.docs}/publishing`}>{t('detail.publish')}</Link>
            </p>
          </div>

          <aside className="card ext-detail__facts" aria-labelledby="ext-facts-heading">
            <h2 id="ext-facts-heading">{t('detail.facts')}</h2>
            <dl>
              <Fact label={t('card.category')}>{t(`categories.${extension.category}`)}</Fact>
              <Fact label={t('detail.plan')}>{t(`detail.planNeeded.${data.mode}`)}</Fact>
              <Fact label={t('card.mode')}>
                <ModeName mode={extension.mode} />
              </Fact>
              <Fact label={t('card.os')}>
                <AppSystems os={extension.os} />
              </Fact>
              <Fact label={t('detail.publisher')}>
                <Link to={publisherPath(data.author)}>{data.author}</Link>
              </Fact>
              <Fact label={t('reviews.heading')}>
                <RatingStars rating={data.rating} />
              </Fact>
              <Fact label={t('detail.downloads')}>
                {new Intl.NumberFormat(i18n.language).format(data.downloads)}
              </Fact>
              <Fact label={t('card.formats')}>
                <ul className="ext-chips">
                  {extension.file_formats.map((format) => (
                    <li key={format}>{format}</li>
                  ))}
                </ul>
              </Fact>
              <Fact label={t('detail.lastUpdated')}>
                <CalendarDate date={extension.last_updated} />
              </Fact>
              <Fact label={t('detail.published')}>
                <CalendarDate date={firstPublished} />
              </Fact>
            </dl>
            {/* The built-in catalogue is shown when the server is away: nothing there to report to. */}
            {builtIn ? null : <ReportExtension id={data.id} name={data.name} />}
          </aside>
        </div>
      </section>
    </>
  );
}
