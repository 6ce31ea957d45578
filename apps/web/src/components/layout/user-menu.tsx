import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '../../lib/router/router';
import { useTranslation } from '../../i18n/react';
import { CircleUserRound } from 'lucide-react';
import { dashboardTabPaths, paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useDismiss } from './use-dismiss';

export function UserMenu() {
  const { t } = useTranslation();
  const { user, token, logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const signedIn = Boolean(token);
  // Each link closes the menu, so it does not cover the page it opens.
  const menuLink = (to: string, label: string) => (
    <li>
      <Link to={to} onClick={close}>
        {label}
      </Link>
    </li>
  );

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <CircleUserRound aria-hidden="true" size={20} />
        <span className="user-menu__name">
          {signedIn ? (user?.username ?? t('userMenu.account')) : t('userMenu.account')}
        </span>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        {signedIn ? (
          <>
            {menuLink(dashboardTabPaths.profile, t('userMenu.profile'))}
            {menuLink(paths.dashboard, t('nav.dashboard'))}
            {menuLink(paths.orgs, t('userMenu.orgs'))}
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  // The server revokes the token first, so no copy of it keeps working.
                  void logout().then(() => navigate(paths.home));
                }}
              >
                {t('userMenu.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            {menuLink(paths.login, t('userMenu.login'))}
            {menuLink(paths.register, t('userMenu.register'))}
          </>
        )}
      </ul>
    </div>
  );
}
