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
}: {
  namespacePrefix: string;
  items: readonly IconCardItem[];
}) {
  const { t } = useTranslation('home');
  return (
    <ul className="grid icon-cards">
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
