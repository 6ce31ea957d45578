import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  key: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

interface IconCardSectionProps {
  id: string;
  heading: string;
  intro: string;
  cards: readonly IconCard[];
  /** The tinted band, for a section that follows a plain one. */
  alt?: boolean;
  /** Beside `grid company-list`, for a list laid out its own way. */
  listClassName?: string;
}

/** A headed section of cards, each an icon, a title and a sentence: the about page's values, the careers page's culture. */
export function IconCardSection({
  id,
  heading,
  intro,
  cards,
  alt = false,
  listClassName,
}: IconCardSectionProps) {
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className="section-heading">
          <h2 id={id}>{heading}</h2>
          <p>{intro}</p>
        </div>
        <ul className={['grid company-list', listClassName].filter(Boolean).join(' ')} role="list">
          {cards.map(({ key, icon: Icon, title, text }) => (
            <li key={key} className="card">
              <span className="card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
