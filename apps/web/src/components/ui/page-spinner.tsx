import { useTranslation } from '../../i18n/react';
import { Spinner } from './spinner';

/** A page or panel that is loading: the spinner and what it waits for, announced politely. */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className ? `page-spinner ${className}` : 'page-spinner'} role="status">
      <Spinner />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
