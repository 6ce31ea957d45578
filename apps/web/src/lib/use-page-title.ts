import { useEffect } from 'react';
import { brand } from '../config/brand';

/** Sets the document title as "<page> · Sinyal" (the home page is the product name alone). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${brand.productName}`
      : `${brand.productName} — real-time data plotting`;
  }, [title]);
}
