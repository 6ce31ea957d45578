import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../config/brand';

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
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', summary);
  }, [fullTitle, summary]);
}
