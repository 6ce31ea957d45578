import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Search } from 'lucide-react';

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder?: string;
  initial?: string;
  onSearch: (query: string) => void;
}

/** A search field that asks the server when submitted (Enter or the button), not at each key. */
export function SearchBox({ id, label, placeholder, initial = '', onSearch }: SearchBoxProps) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(initial);
  return (
    <form
      className="admin-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="admin-search__row">
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          <Search size={16} aria-hidden="true" />
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
