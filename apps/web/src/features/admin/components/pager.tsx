import { useTranslation } from '../../../i18n/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 40 (987 results)" with Previous and Next, under every list of the console. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.position', { page, pages, count: total })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
