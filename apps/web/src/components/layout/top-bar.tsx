import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { env } from '../../config/env';
import { Announcement } from './announcement';
import { DevBadge } from './dev-badge';
import { useAnnouncement } from './use-announcement';

/** The element that takes focus once something it follows is dismissed: never <body>. */
function focusNext(candidate: HTMLElement | null) {
  (candidate ?? document.getElementById('main'))?.focus({ preventScroll: true });
}

/**
 * The second bar under the header: the release announcement, and at its right end the Dev Mode
 * badge. Both sit in the flow of the bar, which scrolls away with the page, so neither covers the
 * header's menus or the page. Each can be dismissed; with both gone the bar is gone.
 */
export function TopBar() {
  const { t } = useTranslation();
  const [showAnnouncement, dismissAnnouncement] = useAnnouncement();
  const [showBadge, setShowBadge] = useState(env.showDevBadge);
  const close = useRef<HTMLButtonElement>(null);
  const badge = useRef<HTMLButtonElement>(null);
  if (!showAnnouncement && !showBadge) return null;
  return (
    <aside className="top-bar" aria-label={t('announcement.label')}>
      <div className="container top-bar__inner">
        {showAnnouncement && (
          <Announcement
            closeRef={close}
            onDismiss={() => {
              dismissAnnouncement();
              focusNext(badge.current);
            }}
          />
        )}
        {showBadge && (
          <DevBadge
            ref={badge}
            onDismiss={() => {
              setShowBadge(false);
              focusNext(close.current);
            }}
          />
        )}
      </div>
    </aside>
  );
}
