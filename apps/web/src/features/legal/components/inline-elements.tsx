import type { ReactElement } from 'react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';

function mailto(address: string): ReactElement {
  return <a href={`mailto:${address}`} />;
}

/** Elements for the inline tags the legal texts may use, e.g. "<privacyLink>…</privacyLink>". */
export const inlineElements: Record<string, ReactElement> = {
  strong: <strong />,
  privacyLink: <Link to={paths.privacy} />,
  legalLink: <Link to={paths.legal} />,
  docsLink: <Link to={paths.docs} />,
  legalEmail: mailto(brand.emails.legal),
  privacyEmail: mailto(brand.emails.privacy),
  supportEmail: mailto(brand.emails.support),
  salesEmail: mailto(brand.emails.sales),
};

/** Brand values the legal texts may interpolate, e.g. "{{company}}". */
export const brandValues = {
  product: brand.productName,
  company: brand.companyName,
  city: brand.companyCity,
  legalEmail: brand.emails.legal,
  privacyEmail: brand.emails.privacy,
  supportEmail: brand.emails.support,
  salesEmail: brand.emails.sales,
} as const;
