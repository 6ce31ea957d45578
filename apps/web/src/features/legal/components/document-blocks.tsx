import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Trans } from '../../../i18n/react';
import type { ParseKeys, TFunction } from 'i18next';

/** The namespaces written as documents: sections of blocks under "sections.<id>". */
export type DocumentNamespace = 'legal' | 'privacy';

/**
 * The shape of a section's text in the locale files. Paragraphs and list items may hold
 * inline tags (<strong>, links) that the page maps to elements.
 */
export type DocumentBlock =
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  /** A place for something built in code, such as the plan cards. */
  | { slot: string };

export interface SectionCopy {
  title: string;
  blocks: DocumentBlock[];
}

interface DocumentBlocksProps {
  t: TFunction<DocumentNamespace>;
  /** Key of the section in the namespace, e.g. "sections.terms-of-service". */
  sectionKey: string;
  blocks: readonly DocumentBlock[];
  components: Record<string, ReactElement>;
  values: Record<string, string | number>;
  slots?: Record<string, ReactNode>;
}

/** Renders a section's text blocks, with inline tags turned into the given elements. */
export function DocumentBlocks({
  t,
  sectionKey,
  blocks,
  components,
  values,
  slots = {},
}: DocumentBlocksProps) {
  // i18next types no key inside an array, so a block's key cannot be checked: it is built from the
  // blocks the section's own strings returned, and legal-documents.test.tsx renders every block of
  // both documents in both languages.
  const rich = (key: string) => (
    <Trans
      t={t}
      i18nKey={key as ParseKeys<DocumentNamespace>}
      components={components}
      values={values}
    />
  );
  return blocks.map((block, index) => {
    const key = `${sectionKey}.blocks.${index}`;
    if ('h3' in block) return <h3 key={index}>{rich(`${key}.h3`)}</h3>;
    if ('p' in block) return <p key={index}>{rich(`${key}.p`)}</p>;
    if ('ul' in block || 'ol' in block) {
      const ordered = 'ol' in block;
      const items = ordered ? block.ol : block.ul;
      const List = ordered ? 'ol' : 'ul';
      return (
        <List key={index} className="doc-list">
          {items.map((_, item) => (
            <li key={item}>{rich(`${key}.${ordered ? 'ol' : 'ul'}.${item}`)}</li>
          ))}
        </List>
      );
    }
    return <Fragment key={index}>{slots[block.slot]}</Fragment>;
  });
}
