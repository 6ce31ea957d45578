import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '../../lib/router/router';
import { useTranslation } from '../../i18n/react';
import { Menu, X } from 'lucide-react';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { BrandMark } from '../ui/brand-mark';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import { useDismiss } from './use-dismiss';
import { useModalMenu } from './use-modal-menu';

// The width below which the navigation folds into the menu toggle; the same figure as in global.css.
const foldedLayout = '(max-width: 1080px)';

export function Header() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(root, menuOpen, close, toggle);
  useModalMenu(menuOpen, toggle, menu);

  // A followed link closes the mobile menu.
  useEffect(close, [location.pathname, close]);

  // Widened past the folded layout, the menu is the ordinary header again: no lock, no trap.
  useEffect(() => {
    if (!menuOpen) return;
    const query = window.matchMedia(foldedLayout);
    const onChange = () => {
      if (!query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen, close]);

  const links = [
    { to: paths.home, label: t('nav.home'), end: true },
    { to: paths.extensions, label: t('nav.extensions') },
    { to: paths.docs, label: t('nav.docs') },
    { to: paths.download, label: t('nav.download') },
    { to: paths.pricing, label: t('nav.pricing') },
    { to: paths.about, label: t('nav.about') },
    ...(token ? [{ to: paths.dashboard, label: t('nav.dashboard') }] : []),
  ];

  return (
    <header className="site-header" ref={root}>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <div className="site-header__bar container">
        <Link
          to={paths.home}
          className="brand"
          aria-label={t('nav.homeAria', { product: brand.productName })}
        >
          <BrandMark />
          <span>{brand.productName}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
        <div ref={menu} className={`site-header__menu${menuOpen ? ' is-open' : ''}`}>
          <nav id="primary-navigation" aria-label={t('nav.label')}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  {/* Closed at once: the next screen may take a moment to load. */}
                  <NavLink to={link.to} end={link.end} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__tools">
            <LanguageSwitch />
            <UserMenu />
          </div>
        </div>
      </div>
      {menuOpen && (
        // Dims the page behind the open phone menu and takes the tap that closes it, so the tap
        // does not also follow a link underneath.
        <div
          className="menu-backdrop"
          aria-hidden="true"
          onClick={() => {
            close();
            toggle.current?.focus();
          }}
        />
      )}
    </header>
  );
}
