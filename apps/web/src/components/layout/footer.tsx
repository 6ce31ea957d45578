import { Link } from '../../lib/router/router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { BrandMark } from '../ui/brand-mark';

export function Footer() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('footer.product'),
      links: [
        { to: `${paths.home}#features`, label: t('footer.features') },
        { to: paths.extensions, label: t('footer.extensions') },
        { to: paths.download, label: t('footer.download') },
        { to: paths.pricing, label: t('footer.pricing') },
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        { to: paths.docs, label: t('footer.documentation') },
        { to: paths.tutorials, label: t('footer.tutorials') },
        { to: paths.blog, label: t('footer.blog') },
        { to: paths.community, label: t('footer.community') },
      ],
    },
    {
      title: t('footer.company'),
      links: [
        { to: paths.about, label: t('footer.about') },
        { to: paths.contact, label: t('footer.contact') },
        { to: paths.careers, label: t('footer.careers') },
        { to: paths.legal, label: t('footer.legal') },
        { to: paths.privacy, label: t('footer.privacy') },
      ],
    },
  ];

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
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year: brand.copyrightYear, company: brand.productName })}</p>
      </div>
    </footer>
  );
}
