import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { DocsNav } from '../../features/docs/components/docs-nav';
import { Authentication } from '../../features/docs/sections/authentication';
import { BestPractices } from '../../features/docs/sections/best-practices';
import { CodeExamples } from '../../features/docs/sections/code-examples';
import { GettingStarted } from '../../features/docs/sections/getting-started';
import { Publishing } from '../../features/docs/sections/publishing';
import { RestApi } from '../../features/docs/sections/rest-api';
import { Troubleshooting } from '../../features/docs/sections/troubleshooting';
import { WebSockets } from '../../features/docs/sections/websockets';
import { usePageTitle } from '../../lib/use-page-title';
import '../../features/docs/docs.css';

export default function DocsPage() {
  const { t } = useTranslation('docs');
  usePageTitle(t('title'));
  return (
    <>
      <section className="page-hero docs-hero">
        <div className="container">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.heading')}</h1>
          <p>{t('hero.lead', { product: brand.productName })}</p>
        </div>
      </section>
      <div className="container docs-layout">
        <aside className="docs-layout__aside">
          <DocsNav />
        </aside>
        <div className="docs-layout__content">
          <GettingStarted />
          <RestApi />
          {/* Publishing is a part of the REST API (POST /api/extensions): no nav item of its own. */}
          <Publishing />
          <WebSockets />
          <Authentication />
          <BestPractices />
          <CodeExamples />
          <Troubleshooting />
        </div>
      </div>
    </>
  );
}
