import { useMemo } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExtensionDetail, type ExtensionPageData } from '../api/get-extension';
import { useConnection } from '../hooks/use-connection';
import { useExtensionActions } from '../hooks/use-extension-actions';
import { useLocalBackend } from '../hooks/use-local-backend';
import { extensionsPath, type Connection } from '../lib/connection';
import { formatDay } from '../lib/format';
import { mergeLocalStatus } from '../lib/merge-status';
import { ConnectionStatus } from './connection-status';
import { ExtensionActions } from './extension-actions';
import { ExtensionBadges } from './extension-badges';
import { ExtensionIcon } from './extension-icon';
import { ManifestTable } from './manifest-table';
import { VersionList } from './version-list';
import '../extensions.css';

/** One extension's page (`#/extensions/:id`): the card's actions, full text, versions, manifest. */
export function ExtensionDetail({ id }: { id: string }) {
  const { t } = useTranslation('extensions');
  const connection = useConnection();
  const state = useExtensionDetail(id);

  if (state.status === 'loading') {
    return (
      <div className="page-spinner" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('detail.loading')}</span>
      </div>
    );
  }
  if (state.status === 'not-found') return <ExtensionNotFound id={id} connection={connection} />;
  return (
    <ExtensionDetailView
      extension={state.extension}
      builtIn={state.source === 'built-in'}
      connection={connection}
    />
  );
}

function ExtensionNotFound({ id, connection }: { id: string; connection: Connection }) {
  const { t } = useTranslation('extensions');
  usePageTitle(t('detail.notFoundTitle'));
  return (
    <section className="container narrow-page ext-not-found">
      <h1>{t('detail.notFoundHeading')}</h1>
      <p>{t('detail.notFoundText', { id })}</p>
      <Link to={extensionsPath(connection)} className="button button--primary">
        {t('detail.notFoundBack')}
      </Link>
    </section>
  );
}

/** Paragraphs of a long description: blank lines separate them. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
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
          <Link to={extensionsPath(connection)} className="ext-back">
            <ArrowLeft aria-hidden="true" size={18} />
            {t('detail.back')}
          </Link>
          <div className="ext-detail-hero__head">
            <ExtensionIcon category={extension.category} size={28} />
            <ExtensionBadges extension={extension} connected={connected} />
          </div>
          <h1>{extension.name}</h1>
          <p className="ext-detail-hero__meta">
            <span>{t('card.version', { version: extension.version })}</span>
            <span>{t('card.by', { author: extension.author })}</span>
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
            <h2>{t('detail.about')}</h2>
            {paragraphsOf(data.description_long ?? data.description).map((paragraph, index) => (
              <p key={index} className="ext-detail__text">
                {paragraph}
              </p>
            ))}

            <h2>{t('detail.versions')}</h2>
            <VersionList versions={data.versions} />

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
              <Link to={`${paths.docs}#publishing`}>{t('detail.publish')}</Link>
            </p>
          </div>

          <aside className="card ext-detail__facts" aria-labelledby="ext-facts-heading">
            <h2 id="ext-facts-heading">{t('detail.facts')}</h2>
            <dl>
              <div>
                <dt>{t('card.category')}</dt>
                <dd>{t(`categories.${extension.category}`)}</dd>
              </div>
              <div>
                <dt>{t('detail.plan')}</dt>
                <dd>{t(data.is_premium ? 'detail.planPremium' : 'detail.planFree')}</dd>
              </div>
              <div>
                <dt>{t('card.mode')}</dt>
                <dd>{t(`modes.${extension.mode}`, { defaultValue: extension.mode })}</dd>
              </div>
              <div>
                <dt>{t('card.os')}</dt>
                <dd>{extension.os}</dd>
              </div>
              <div>
                <dt>{t('card.formats')}</dt>
                <dd>
                  <ul className="ext-chips">
                    {extension.file_formats.map((format) => (
                      <li key={format}>{format}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt>{t('detail.lastUpdated')}</dt>
                <dd>
                  <time dateTime={extension.last_updated}>
                    {formatDay(extension.last_updated, i18n.language)}
                  </time>
                </dd>
              </div>
              <div>
                <dt>{t('detail.published')}</dt>
                <dd>
                  <time dateTime={firstPublished}>{formatDay(firstPublished, i18n.language)}</time>
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>
    </>
  );
}
