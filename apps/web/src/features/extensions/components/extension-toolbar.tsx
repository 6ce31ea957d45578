import { Search } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import type { ExtensionSort } from '@sinyal/contracts/extensions-api';
import { extensionFilters, type ExtensionFilter } from '../lib/filter-extensions';
import { SortSelect } from './sort-select';

interface ExtensionToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filter: ExtensionFilter;
  onFilter: (filter: ExtensionFilter) => void;
  sort: ExtensionSort;
  onSort: (sort: ExtensionSort) => void;
}

/** The search box and the six filters of docs/product.md §2 (one pressed at a time). */
export function ExtensionToolbar({
  search,
  onSearch,
  filter,
  onFilter,
  sort,
  onSort,
}: ExtensionToolbarProps) {
  const { t } = useTranslation('extensions');
  return (
    <div className="ext-toolbar">
      <div className="ext-search">
        <label htmlFor="extension-search" className="visually-hidden">
          {t('toolbar.searchLabel')}
        </label>
        <Search aria-hidden="true" size={18} className="ext-search__icon" />
        <input
          id="extension-search"
          type="search"
          value={search}
          placeholder={t('toolbar.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <SortSelect sort={sort} onSort={onSort} />
      <div className="ext-filters" role="group" aria-label={t('toolbar.filtersLabel')}>
        {extensionFilters.map((name) => (
          <button
            key={name}
            type="button"
            className="icon-button ext-filter"
            aria-pressed={filter === name}
            onClick={() => onFilter(name)}
          >
            {t(`filters.${name}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
