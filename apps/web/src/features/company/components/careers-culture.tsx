import type { LucideIcon } from 'lucide-react';
import { BookOpen, MessagesSquare, Users, Wrench } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { IconCardSection } from './icon-card-section';

// Literal keys, so each one is checked against careers.json's culture.
const traits = [
  { key: 'ownership', icon: Wrench },
  { key: 'users', icon: Users },
  { key: 'open', icon: MessagesSquare },
  { key: 'learning', icon: BookOpen },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export function CareersCulture() {
  const { t } = useTranslation('careers');
  return (
    <IconCardSection
      id="working-here"
      strings={t('culture', { returnObjects: true })}
      cards={traits}
      alt
    />
  );
}
