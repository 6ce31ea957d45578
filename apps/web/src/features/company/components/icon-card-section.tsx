import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * A section's words as its locale file holds them: heading, intro, and a title and text per card.
 * Without an intro the cards say what the section is, and the heading is for screen readers only.
 */
export type IconCardStrings<Key extends string> = { heading: string; intro?: string } & Record<
  Key,
  { title: string; text: string }
>;

interface IconCardSectionProps<Key extends string> {
  id: string;
  /** `t('values', { returnObjects: true })`: the words of the section. */
  strings: IconCardStrings<Key>;
  /** The cards in screen order: their key in `strings`, and their icon. */
  cards: readonly { key: Key; icon: LucideIcon }[];
  /** The tinted band, for a section that follows a plain one. */
  alt?: boolean;
  /** Beside `grid company-list`, for a list laid out its own way. */
  listClassName?: string;
  /** Beside `card`, for cards styled their own way. */
  cardClassName?: string;
  /** What a card holds below its sentence, such as a link. */
  cardEnd?: (key: Key) => ReactNode;
}

/**
 * A headed section of cards, each an icon, a title and a sentence: the about page's values, the
 * careers page's culture, the contact page's inboxes.
 */
export function IconCardSection<Key extends string>({
  id,
  strings,
  cards,
  alt = false,
  listClassName,
  cardClassName,
  cardEnd,
}: IconCardSectionProps<Key>) {
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={id}>
      <div className="container">
        {strings.intro === undefined ? (
          <h2 id={id} className="visually-hidden">
            {strings.heading}
          </h2>
        ) : (
          <div className="section-heading">
            <h2 id={id}>{strings.heading}</h2>
            <p>{strings.intro}</p>
          </div>
        )}
        <ul className={['grid company-list', listClassName].filter(Boolean).join(' ')} role="list">
          {cards.map(({ key, icon: Icon }) => (
            <li key={key} className={cardClassName ? `card ${cardClassName}` : 'card'}>
              <span className="card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3>{strings[key].title}</h3>
              <p>{strings[key].text}</p>
              {cardEnd?.(key)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
