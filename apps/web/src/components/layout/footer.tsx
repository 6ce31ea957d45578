import { Link } from '../../lib/router/router';
import { useTranslation } from '../../i18n/react';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { BrandMark } from '../ui/brand-mark';

/** The footer's columns: each link by its key in `paths` and in the footer strings. */
const columns = [
  ['product', ['features', 'extensions', 'download', 'pricing']],
  ['resources', ['docs', 'tutorials', 'blog', 'community']],
  ['company', ['about', 'contact', 'careers', 'legal', 'privacy']],
] as const;

type FooterLink = (typeof columns)[number][1][number];

/** Features is a section of the home page, not a page of its own. */
const hrefOf = (link: FooterLink) => (link === 'features' ? `${paths.home}#features` : paths[link]);

export function Footer() {
  const { t } = useTranslation();
  // The year the page is rendered (or prerendered) in: a copyright line that says this year.
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={paths.home} className="brand">
            <BrandMark />
            <span>{brand.productName}</span>
          </Link>
          <p>{t('footer.tagline')}</p>
        </div>
        {columns.map(([column, links]) => (
          <nav key={column} aria-label={t(`footer.${column}`)}>
            <h2>{t(`footer.${column}`)}</h2>
            <ul>
              {links.map((link) => (
                <li key={link}>
                  <Link to={hrefOf(link)}>{t(`footer.${link}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year, company: brand.productName })}</p>
      </div>
    </footer>
  );
}
