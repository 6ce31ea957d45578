import type { LucideIcon } from 'lucide-react';
import { Briefcase, LifeBuoy, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { IconCardSection } from './icon-card-section';

const channels = [
  { key: 'sales', icon: Briefcase },
  { key: 'support', icon: LifeBuoy },
  { key: 'privacy', icon: ShieldCheck },
] as const satisfies readonly { key: keyof typeof brand.emails; icon: LucideIcon }[];

/** One card per team inbox, each saying what to write about. */
export function ContactChannels() {
  const { t } = useTranslation('contact');
  return (
    <IconCardSection
      id="contact-channels"
      strings={t('channels', { returnObjects: true })}
      cards={channels}
      listClassName="contact-channels"
      cardClassName="contact-card"
      cardEnd={(key) => (
        <a className="contact-card__email" href={`mailto:${brand.emails[key]}`}>
          {brand.emails[key]}
        </a>
      )}
    />
  );
}
