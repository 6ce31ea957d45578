import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { ExternalLinkPage } from '../../features/external/components/external-link-page';
import { usePageTitle } from '../../lib/use-page-title';

export default function BlogPage() {
  const { t } = useTranslation('external');
  usePageTitle(t('blog.title'));
  return (
    <ExternalLinkPage
      icon={Newspaper}
      heading={t('blog.heading')}
      text={t('blog.text')}
      linkLabel={t('blog.link')}
      url={brand.urls.blog}
    />
  );
}
