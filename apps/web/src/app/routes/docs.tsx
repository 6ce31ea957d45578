import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { PageHero } from '../../components/layout/page-hero';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { DocsIndex } from '../../features/docs/components/docs-index';
import { DocsNav } from '../../features/docs/components/docs-nav';
import { DocsNotFound } from '../../features/docs/components/docs-not-found';
import { DocsPageContent } from '../../features/docs/components/docs-page-content';
import { DocsPager } from '../../features/docs/components/docs-pager';
import { DocsSearch } from '../../features/docs/components/docs-search';
import { isDocsSection, type DocsSectionId } from '../../features/docs/docs-sections';
import { usePageBlocks } from '../../features/docs/hooks/use-page-blocks';
import { headingsOf } from '../../features/docs/lib/doc-blocks';
import { QueryProvider } from '../../lib/query-provider';
import { navigate, useLocation, useParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';
import '../../features/docs/docs.css';

let lastShownPage: DocsSectionId | null | undefined;

export default function DocsPage() {
  const { t } = useTranslation(['docs', 'docs-publishing', 'docs-guide', 'docs-plugin']);
  const { section } = useParams();
  const { hash } = useLocation();
  const page = section && isDocsSection(section) ? section : null;
  const blocks = usePageBlocks(page);
  const headings = headingsOf(blocks);

  // Addresses from before the docs had pages (`/docs#rest-api`) lead to the page.
  const oldAnchor = section ? '' : hash.slice(1);
  useEffect(() => {
    if (isDocsSection(oldAnchor)) navigate(`${paths.docs}/${oldAnchor}`, { replace: true });
  }, [oldAnchor]);

  // Moving to another page puts keyboard and screen-reader users at its heading (the index and
  // the pages are two routes, so the page last shown is kept outside the component).
  useEffect(() => {
    const previous = lastShownPage;
    lastShownPage = page;
    if (previous === undefined || previous === page) return;
    const heading = document.getElementById(page ? `${page}-heading` : 'docs-index-heading');
    heading?.focus({ preventScroll: true });
  }, [page]);

  const lead = t('hero.lead', { product: brand.productName });
  usePageTitle(
    page ? `${t(`sections.${page}`)} · ${t('title')}` : t('title'),
    page ? t(`summaries.${page}`) : lead,
  );
  return (
    <QueryProvider>
      <PageHero
        className="docs-hero"
        eyebrow={t('hero.eyebrow')}
        heading={t('hero.heading')}
        lead={lead}
      />
      <div className="container docs-layout">
        <aside className="docs-layout__aside">
          <DocsSearch />
          <DocsNav current={page} headings={headings} />
        </aside>
        <div className="docs-layout__content">
          {page ? (
            <>
              <DocsPageContent page={page} blocks={blocks} />
              <DocsPager current={page} />
            </>
          ) : section ? (
            <DocsNotFound section={section} />
          ) : (
            <DocsIndex />
          )}
        </div>
      </div>
    </QueryProvider>
  );
}
