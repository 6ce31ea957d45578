import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import '../external.css';

interface ExternalLinkPageProps {
  icon: LucideIcon;
  heading: string;
  text: string;
  linkLabel: string;
  url: string;
  /** Blog and tutorials open the forum beside the site; community replaces the page. */
  newTab?: boolean;
  /** A live status line above the text (community's redirect notice). */
  status?: ReactNode;
}

/** A short page that points the visitor to the public discussion forum. */
export function ExternalLinkPage({
  icon: Icon,
  heading,
  text,
  linkLabel,
  url,
  newTab = true,
  status,
}: ExternalLinkPageProps) {
  const { t } = useTranslation('external');
  const host = new URL(url).host;
  return (
    <section className="external-page page-hero">
      <div className="container external-page__inner">
        <span className="external-page__icon" aria-hidden="true">
          <Icon size={32} />
        </span>
        <h1>{heading}</h1>
        {status}
        <p>{text}</p>
        <p className="button-row external-page__actions">
          <a
            className="button button--primary"
            href={url}
            {...(newTab ? { target: '_blank' } : {})}
            rel="noopener noreferrer"
          >
            {linkLabel}
            <ExternalLink aria-hidden="true" size={18} />
            {newTab ? <span className="visually-hidden"> {t('newTab')}</span> : null}
          </a>
        </p>
        <p className="external-page__host">{t('host', { host })}</p>
      </div>
    </section>
  );
}
