import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from '../i18n/react';
import { brand } from '../config/brand';

/** What the prerender collects for a page's head: its title and description. */
export interface PageHead {
  title?: string;
  description?: string;
}

export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * Sets the document title as "<page> · Sinyal" (the home page's is the product's tagline) and the
 * meta description, in the reader's language; both follow a change of language at once. A page
 * without a description of its own gets the site's.
 */
export function usePageTitle(title: string | null, description?: string): void {
  const { t } = useTranslation();
  const product = brand.productName;
  const fullTitle = title ? `${title} · ${product}` : t('meta.homeTitle', { product });
  const summary = description ?? t('meta.description', { product });
  // Outside a browser the page's head is written from what the screen says here (render-page.tsx).
  const head = useContext(PageHeadContext);
  if (head) {
    head.title = fullTitle;
    head.description = summary;
  }
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', summary);
  }, [fullTitle, summary]);
}
