import { useTranslation } from '../../../i18n/react';
import { extensionSorts, type ExtensionSort } from '@sinyal/contracts/extensions-api';

/** The catalogue's four orders (docs/architecture.md §19): most downloaded, best rated, newest, A–Z. */
export function SortSelect({
  sort,
  onSort,
}: {
  sort: ExtensionSort;
  onSort: (sort: ExtensionSort) => void;
}) {
  const { t } = useTranslation('extensions');
  return (
    <div className="ext-sort">
      <label htmlFor="extension-sort">{t('sort.label')}</label>
      <select
        id="extension-sort"
        value={sort}
        onChange={(event) => onSort(event.target.value as ExtensionSort)}
      >
        {extensionSorts.map((name) => (
          <option key={name} value={name}>
            {t(`sort.${name}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
