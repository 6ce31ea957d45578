import { useId } from 'react';
import { Laptop, MonitorPlay, ScrollText } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { ButtonLinkRow } from '../../../components/ui/button-link';

/**
 * There is no macOS build: a Mac visitor can still plot in the browser with the live demo, and the
 * changelog is where a macOS release would be announced.
 */
export function MacNote() {
  const { t } = useTranslation('download');
  const headingId = useId();
  return (
    <aside className="mac-note" aria-labelledby={headingId}>
      <Laptop aria-hidden="true" size={28} />
      <div>
        <h3 id={headingId}>{t('mac.heading')}</h3>
        <p>{t('mac.text', { product: brand.productName })}</p>
        <ButtonLinkRow
          links={[
            { to: paths.demo, icon: MonitorPlay, variant: 'primary', label: t('mac.demo') },
            { to: paths.changelog, icon: ScrollText, variant: 'ghost', label: t('mac.changelog') },
          ]}
        />
      </div>
    </aside>
  );
}
