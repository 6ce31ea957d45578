import type { Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import { X } from 'lucide-react';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router/router';

interface AnnouncementProps {
  onDismiss: () => void;
  closeRef?: Ref<HTMLButtonElement>;
}

/** The release news of the second bar: one line, a shorter sentence on phones, a close button. */
export function Announcement({ onDismiss, closeRef }: AnnouncementProps) {
  const { t } = useTranslation();
  const values = { product: brand.productName, version: brand.releases.stable };
  return (
    <div className="announcement">
      <p className="announcement__text">
        <span className="announcement__long">{t('announcement.text', values)}</span>
        <span className="announcement__short">{t('announcement.short', values)}</span>{' '}
        <Link to={paths.download}>{t('announcement.link')}</Link>
      </p>
      <button
        ref={closeRef}
        type="button"
        className="announcement__close"
        aria-label={t('announcement.dismiss')}
        title={t('announcement.dismiss')}
        onClick={onDismiss}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
