import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export interface IconCardItem {
  /** Key under the prefix in home.json, holding "title" and "text". */
  key: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
}

/** A responsive list of cards, each an icon, an h3 and a sentence. */
export function IconCardGrid({
  namespacePrefix,
  items,
  wide = false,
}: {
  namespacePrefix: string;
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
          <h3>{t(`${namespacePrefix}.${key}.title`)}</h3>
          <p>{t(`${namespacePrefix}.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
