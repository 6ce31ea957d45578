import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { PublisherExtension } from '@sinyal/contracts/publisher';
import { notify } from '../../../lib/notify';
import { useDeprecateMutation, useExtensionStats, useYankMutation } from '../api/publisher';
import { DownloadsChart } from './downloads-chart';
import { ReasonForm } from './reason-form';

/** One of the publisher's extensions: figures, the 90-day chart, versions with yank, deprecation. */
export function ExtensionPanel({ extension }: { extension: PublisherExtension }) {
  const { t, i18n } = useTranslation('dashboard');
  const stats = useExtensionStats(extension.id);
  const yank = useYankMutation(extension.id);
  const deprecate = useDeprecateMutation(extension.id);
  // The version whose yank reason is being asked for, or "deprecate".
  const [asking, setAsking] = useState<string | null>(null);
  const number = new Intl.NumberFormat(i18n.language);
  const average = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      notify.success(t('publisher.done'));
    } catch {
      notify.error(t('publisher.failed'));
    }
  };

  return (
    <article className="card publisher-extension" aria-labelledby={`publisher-${extension.id}`}>
      <header className="publisher-extension__head">
        <h3 id={`publisher-${extension.id}`}>{extension.name}</h3>
        <code>{extension.id}</code>
      </header>
      <ul className="publisher-extension__facts">
        <li>{t('publisher.latest', { version: extension.latest_version })}</li>
        <li>{t('publisher.downloads', { count: extension.downloads })}</li>
        <li>
          {extension.rating.count === 0
            ? '—'
            : `★ ${average.format(extension.rating.average)} (${number.format(extension.rating.count)})`}
        </li>
        <li>{t('publisher.openReports', { count: extension.open_reports })}</li>
        {extension.taken_down ? (
          <li className="publisher-warning">{t('publisher.takenDown')}</li>
        ) : null}
      </ul>

      {stats.data ? <DownloadsChart name={extension.name} stats={stats.data} /> : null}

      <h4>{t('publisher.versions')}</h4>
      <div className="publisher-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('publisher.version')}</th>
              <th scope="col">{t('publisher.published')}</th>
              <th scope="col">{t('publisher.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('publisher.yank')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {extension.versions.map((version) => (
              <tr key={version.version}>
                <th scope="row">{version.version}</th>
                <td>{version.published_at.slice(0, 10)}</td>
                <td>
                  {version.taken_down
                    ? t('publisher.revoked')
                    : version.yanked
                      ? t('publisher.yanked')
                      : t('publisher.current')}
                </td>
                <td>
                  {version.taken_down ? null : version.yanked ? (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={yank.isPending}
                      onClick={() =>
                        void run(() => yank.mutateAsync({ version: version.version, reason: null }))
                      }
                    >
                      {t('publisher.unyank')}
                      <span className="visually-hidden"> {version.version}</span>
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-expanded={asking === version.version}
                      onClick={() => setAsking(version.version)}
                    >
                      {t('publisher.yank')}
                      <span className="visually-hidden"> {version.version}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asking !== null && asking !== 'deprecate' ? (
        <ReasonForm
          label={`${t('publisher.yank')} ${asking}`}
          submit={t('publisher.yank')}
          onCancel={() => setAsking(null)}
          onSend={async (reason) => {
            await yank.mutateAsync({ version: asking, reason });
            notify.success(t('publisher.done'));
            setAsking(null);
          }}
        />
      ) : null}

      {extension.deprecated ? (
        <p className="publisher-warning">
          {t('publisher.deprecated', { reason: extension.deprecated.reason })}{' '}
          <button
            type="button"
            className="button button--ghost"
            disabled={deprecate.isPending}
            onClick={() => void run(() => deprecate.mutateAsync(null))}
          >
            {t('publisher.undeprecate')}
          </button>
        </p>
      ) : asking === 'deprecate' ? (
        <ReasonForm
          label={t('publisher.deprecateReason')}
          submit={t('publisher.deprecateSend')}
          onCancel={() => setAsking(null)}
          onSend={async (reason) => {
            await deprecate.mutateAsync(reason);
            notify.success(t('publisher.done'));
            setAsking(null);
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setAsking('deprecate')}
        >
          {t('publisher.deprecate')}
        </button>
      )}
    </article>
  );
}
