import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExternalLinkPage } from './external-link-page';

/**
 * /blog and /tutorials: the page's title, and a link to its part of the forum, all from
 * external.json under the page's own key.
 */
export function ForumPage({ page, icon }: { page: 'blog' | 'tutorials'; icon: LucideIcon }) {
  const { t } = useTranslation('external');
  usePageTitle(t(`${page}.title`));
  return (
    <ExternalLinkPage
      icon={icon}
      heading={t(`${page}.heading`)}
      text={t(`${page}.text`)}
      linkLabel={t(`${page}.link`)}
      url={brand.urls[page]}
    />
  );
}
