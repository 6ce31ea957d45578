import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../../i18n/react';

type HomeKey = ParseKeys<'home'>;
type CardOf<Key> = Key extends `${infer Card}.title`
  ? `${Card}.text` extends HomeKey
    ? Card
    : never
  : never;

/** An entry of home.json that holds a "title" and a "text", such as 'features.modular'. */
export type IconCardKey = CardOf<HomeKey>;

export interface IconCardItem {
  key: IconCardKey;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
}

/** A responsive list of cards, each an icon, an h3 and a sentence. */
export function IconCardGrid({
  items,
  wide = false,
}: {
  items: readonly IconCardItem[];
  /** Wider cards, so six of them fall into two even rows of three on a desktop. */
  wide?: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <ul className={`grid icon-cards${wide ? ' icon-cards--wide' : ''}`}>
      {items.map(({ key, Icon }) => (
        <li key={key} className="card icon-card">
          <span className="card__icon">
            <Icon size={22} aria-hidden="true" />
          </span>
          <h3>{t(`${key}.title`)}</h3>
          <p>{t(`${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
