import type { Ref } from 'react';
import { useTranslation } from '../../i18n/react';

interface DevBadgeProps {
  onDismiss: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The yellow "Dev Mode" badge (docs/product.md §2: dismissed on click); a public release build has none. */
export function DevBadge({ onDismiss, ref }: DevBadgeProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className="dev-badge"
      onClick={onDismiss}
      aria-label={t('devBadge.dismiss')}
      title={t('devBadge.dismiss')}
    >
      {t('devBadge.label')}
    </button>
  );
}
