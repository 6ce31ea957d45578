import { useTranslation } from '../../../i18n/react';
import {
  catalogCategoryOf,
  manifestFieldNames,
  type PublishedManifest,
} from '@sinyal/contracts/extension-manifest';
import { ExtTable } from './ext-table';

/**
 * The latest version's manifest.json, one row per field, values as written; category and mode also
 * in the words the card uses ("listed as Recorder", "plan: Lite"), so the two never seem to disagree.
 */
export function ManifestTable({ manifest }: { manifest: PublishedManifest }) {
  const { t } = useTranslation('extensions');
  const note = (field: string) => {
    if (field === 'category') {
      return t('detail.listedUnder', {
        category: t(`categories.${catalogCategoryOf[manifest.category]}`),
      });
    }
    if (field === 'mode') return t('detail.planWord', { plan: t(`modes.${manifest.mode}`) });
    return null;
  };
  return (
    <ExtTable label={t('detail.manifest')} className="ext-manifest">
      <thead>
        <tr>
          <th scope="col">{t('detail.field')}</th>
          <th scope="col">{t('detail.value')}</th>
        </tr>
      </thead>
      <tbody>
        {manifestFieldNames
          .filter((field) => manifest[field] !== undefined)
          .map((field) => {
            const value = manifest[field];
            const words = note(field);
            return (
              <tr key={field}>
                <th scope="row">
                  <code>{field}</code>
                </th>
                <td>
                  <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>
                  {words ? <span className="ext-manifest__note"> ({words})</span> : null}
                </td>
              </tr>
            );
          })}
      </tbody>
    </ExtTable>
  );
}
