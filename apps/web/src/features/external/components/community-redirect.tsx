import { useEffect } from 'react';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { redirectTo } from '../redirect';
import { ExternalLinkPage } from './external-link-page';
import { Spinner } from '../../../components/ui/spinner';

/** Community lives on the forum: say so, go there, and keep a link in case the redirect is blocked. */
export function CommunityRedirect() {
  const { t } = useTranslation('external');
  useEffect(() => {
    redirectTo(brand.urls.forum);
  }, []);
  return (
    <ExternalLinkPage
      icon={MessagesSquare}
      heading={t('community.heading')}
      status={
        <p className="external-page__status" role="status">
          <Spinner />
          {t('community.redirecting')}
        </p>
      }
      text={t('community.text', { product: brand.productName })}
      linkLabel={t('community.link')}
      url={brand.urls.forum}
      newTab={false}
    />
  );
}
