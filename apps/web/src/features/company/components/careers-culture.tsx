import type { LucideIcon } from 'lucide-react';
import { BookOpen, MessagesSquare, Users, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
    <section className="section section--alt" aria-labelledby="working-here">
      <div className="container">
        <div className="section-heading">
          <h2 id="working-here">{t('culture.heading')}</h2>
          <p>{t('culture.intro')}</p>
        </div>
        <ul className="grid company-list" role="list">
          {traits.map(({ key, icon: Icon }) => (
            <li key={key} className="card">
              <span className="card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3>{t(`culture.${key}.title`)}</h3>
              <p>{t(`culture.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
