import type { MouseEvent } from 'react';
import { Link2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { copyText } from '../../../lib/clipboard';
import { notify } from '../../../lib/notify';
import { navigate, useLocation } from '../../../lib/router/router';
import { toHref } from '../../../lib/router/location';
import { isPlainClick } from '../../../lib/section-navigation/section-link-click';
import type { DocsSectionId } from '../docs-sections';

/**
 * A heading inside a docs page with a link to it. The link is a real address (open it in a tab,
 * copy it from the context menu); a plain click copies the whole address and moves there. The link
 * sits beside the heading, not in it, so the heading's name stays its text.
 */
export function DocsHeading({ page, id, text }: { page: DocsSectionId; id: string; text: string }) {
  const { t } = useTranslation('docs');
  const to = `${paths.docs}/${page}#${id}`;
  const { language } = useLocation();

  async function copy(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to, { replace: true });
    try {
      await copyText(`${window.location.origin}${toHref(to, language)}`);
      notify.success(t('anchor.copied'));
    } catch {
      // The address bar holds the link now; copying it by hand still works.
    }
  }

  return (
    <div className="docs-heading">
      <h3 id={id} tabIndex={-1}>
        {text}
      </h3>
      <a
        className="docs-heading__anchor"
        href={toHref(to, language)}
        aria-label={t('anchor.copy', { heading: text })}
        title={t('anchor.copy', { heading: text })}
        onClick={(event) => void copy(event)}
      >
        <Link2 aria-hidden="true" size={16} />
      </a>
    </div>
  );
}
