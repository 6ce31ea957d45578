import { useTranslation } from 'react-i18next';
import { manifestFieldNames, type ExtensionManifest } from '@sinyal/contracts/extension-manifest';

/** The latest version's manifest.json, one row per field of the docs, values as written. */
export function ManifestTable({ manifest }: { manifest: ExtensionManifest }) {
  const { t } = useTranslation('extensions');
  return (
    <div className="ext-manifest" role="region" aria-label={t('detail.manifest')} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{t('detail.manifest')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.field')}</th>
            <th scope="col">{t('detail.value')}</th>
          </tr>
        </thead>
        <tbody>
          {manifestFieldNames.map((field) => {
            const value = manifest[field];
            return (
              <tr key={field}>
                <th scope="row">
                  <code>{field}</code>
                </th>
                <td>
                  <code>{Array.isArray(value) ? JSON.stringify(value) : value}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
