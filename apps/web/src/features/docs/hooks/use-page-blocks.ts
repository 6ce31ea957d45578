import { useTranslation } from '../../../i18n/react';
import { docsPageStrings, type DocsSectionId } from '../docs-sections';
import { toBlocks, type DocBlock } from '../lib/doc-blocks';

/** The blocks of a page in the reader's language; none for a page with a component of its own. */
export function usePageBlocks(page: DocsSectionId | null): DocBlock[] {
  // Both namespaces load with the docs route, so this never waits.
  const { i18n } = useTranslation(['docs-guide', 'docs-plugin']);
  if (!page) return [];
  const source = docsPageStrings[page];
  if (!source.blocks) return [];
  const language = i18n.resolvedLanguage ?? i18n.language;
  return toBlocks(i18n.getResource(language, source.namespace, `${source.key}.blocks`));
}
