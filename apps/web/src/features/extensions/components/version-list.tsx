import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import type { ExtensionVersion } from '@sinyal/contracts/extensions-api';
import { formatNumber, formatSize } from '../../../lib/format';
import { useSignatureChecks } from '../hooks/use-signature-checks';
import { CalendarDate } from './calendar-date';
import { ExtTable } from './ext-table';

/**
 * Published versions, newest first (the first is the latest): the date, the package's size and
 * SHA-256, its downloads and whether its signature verifies with the registry's published keys.
 */
export function VersionList({ id, versions }: { id: string; versions: ExtensionVersion[] }) {
  const { t, i18n } = useTranslation('extensions');
  const checks = useSignatureChecks(id, versions);
  const columns = t('detail.versionColumns', { returnObjects: true });
  return (
    <ExtTable label={t('detail.versionsTable')} className="ext-versions">
      <thead>
        <tr>
          <th scope="col">{columns.version}</th>
          <th scope="col">{columns.published}</th>
          <th scope="col">{columns.size}</th>
          <th scope="col">{columns.sha256}</th>
          <th scope="col">{columns.downloads}</th>
          <th scope="col">{columns.signature}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version, index) => {
          const check = checks.get(version.version);
          return (
            <tr key={version.version}>
              <th scope="row">
                <span className="ext-versions__number">
                  {t('card.version', { version: version.version })}
                </span>
                {index === 0 ? <span className="badge">{t('detail.latest')}</span> : null}
                {version.yanked ? (
                  <span className="ext-versions__yanked">
                    {t('detail.yanked', { reason: version.yank_reason ?? '' })}
                  </span>
                ) : null}
              </th>
              <td>
                <CalendarDate date={version.published_at} />
              </td>
              <td>{version.size === null ? '—' : formatSize(version.size, i18n.language)}</td>
              <td>
                {version.sha256 === null ? (
                  '—'
                ) : (
                  <code className="ext-versions__sha" title={version.sha256}>
                    {version.sha256}
                  </code>
                )}
              </td>
              <td>{formatNumber(version.downloads, i18n.language)}</td>
              <td>
                {check === 'verified' ? (
                  <span className="ext-signature ext-signature--ok">
                    <BadgeCheck aria-hidden="true" size={16} />
                    {t('detail.signatureVerified')}
                  </span>
                ) : check === 'failed' ? (
                  <span className="ext-signature ext-signature--bad">
                    <ShieldAlert aria-hidden="true" size={16} />
                    {t('detail.signatureFailed')}
                  </span>
                ) : check === 'checking' ? (
                  t('detail.signatureChecking')
                ) : (
                  t('detail.noPackage')
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ExtTable>
  );
}
