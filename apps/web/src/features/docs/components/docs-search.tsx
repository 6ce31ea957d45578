import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { navigate } from '../../../lib/router/router';
import type { DocsSectionId } from '../docs-sections';
import { useSearchShortcut } from '../hooks/use-search-shortcut';
import { searchIndexQueryOptions } from '../search/load-search-index';
import { fold, searchDocs, wordsOf, type SearchEntry } from '../search/search-index';
import { useBrowserValue } from '../../../lib/hydration';

function snippet(text: string, query: string): string {
  const folded = fold(text);
  const positions = wordsOf(query)
    .map((word) => folded.indexOf(word.slice(0, 5)))
    .filter((at) => at >= 0);
  const at = positions.length ? Math.min(...positions) : 0;
  const start = Math.max(0, at - 60);
  const end = Math.min(text.length, start + 180);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** The docs' search: a button, the usual shortcuts, and a dialog that searches as you type. */
export function DocsSearch() {
  const { t, i18n } = useTranslation('docs');
  // The prerendered page cannot know the reader's keyboard: it names Ctrl+K until hydrated.
  const [mac] = useBrowserValue(isMac, false);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const index = useQuery({ ...searchIndexQueryOptions(language), enabled: open });
  const title = useCallback((page: DocsSectionId) => t(`sections.${page}`), [t]);
  const results = useMemo(
    () => (index.data ? searchDocs(index.data, query, title).map((result) => result.entry) : []),
    [index.data, query, title],
  );
  const hasQuery = wordsOf(query).length > 0;

  const show = useCallback(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    opener.current = document.activeElement;
    setOpen(true);
    element.showModal();
    input.current?.select();
  }, []);
  useSearchShortcut(show);

  function close() {
    dialog.current?.close();
  }

  function choose(entry: SearchEntry) {
    close();
    navigate(`${paths.docs}/${entry.page}${entry.anchor ? `#${entry.anchor}` : ''}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((active - 1 + count) % count);
    } else if (event.key === 'Escape') {
      // A search field would take the first Escape to clear itself; here it closes the dialog.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter') {
      const entry = results[active];
      if (entry) {
        event.preventDefault();
        choose(entry);
      }
    }
  }

  const keys = mac ? '⌘K' : 'Ctrl+K';
  const hasResults = results.length > 0;
  return (
    <>
      <button type="button" className="docs-search__open" onClick={show}>
        <Search aria-hidden="true" size={16} />
        <span>{t('search.open')}</span>
        <kbd aria-hidden="true">{keys}</kbd>
        <span className="visually-hidden">{t('search.shortcut', { keys })}</span>
      </button>
      <dialog
        ref={dialog}
        className="docs-search"
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          if (opener.current instanceof HTMLElement) opener.current.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="docs-search__panel">
          <div className="docs-search__top">
            <h2 id={titleId} className="visually-hidden">
              {t('search.title')}
            </h2>
            <Search aria-hidden="true" size={18} />
            <input
              ref={input}
              type="search"
              role="combobox"
              aria-label={t('search.label')}
              aria-expanded={hasResults}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hasResults ? `${listId}-${active}` : undefined}
              placeholder={t('search.placeholder')}
              value={query}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className="docs-search__close"
              onClick={close}
              aria-label={t('search.close')}
            >
              <X aria-hidden="true" size={18} />
            </button>
          </div>
          {index.isPending && open ? (
            <p className="docs-search__message">
              <Spinner size="small" /> {t('search.loading')}
            </p>
          ) : null}
          {index.isError ? <p className="docs-search__message">{t('search.failed')}</p> : null}
          <p className="visually-hidden" role="status">
            {open && hasQuery && index.data
              ? results.length
                ? t('search.results', { count: results.length })
                : t('search.noResults', { query })
              : ''}
          </p>
          {hasQuery && index.data && results.length === 0 ? (
            <p className="docs-search__message">{t('search.noResults', { query })}</p>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.title')}
            className="docs-search__list"
          >
            {results.map((entry, at) => (
              <li
                key={`${entry.page}#${entry.anchor ?? ''}`}
                id={`${listId}-${at}`}
                role="option"
                aria-selected={at === active}
                className="docs-search__option"
                onMouseMove={() => setActive(at)}
                onClick={() => choose(entry)}
              >
                <span className="docs-search__page">
                  {t(`sections.${entry.page}`)}
                  {entry.heading ? ` › ${entry.heading}` : ''}
                </span>
                <span className="docs-search__snippet">{snippet(entry.text, query)}</span>
              </li>
            ))}
          </ul>
          <p className="docs-search__hint">{t('search.hint')}</p>
        </div>
      </dialog>
    </>
  );
}
