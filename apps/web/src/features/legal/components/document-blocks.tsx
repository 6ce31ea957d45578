import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import type { TFunction } from 'i18next';

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
  t: TFunction;
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
  const rich = (key: string) => (
    <Trans t={t} i18nKey={key} components={components} values={values} />
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
