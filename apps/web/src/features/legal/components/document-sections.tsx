import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { DocumentBlocks, type SectionCopy } from './document-blocks';
import { brandValues, inlineElements } from './inline-elements';

/** The sections of a legal document from its namespace's `sections.<id>` copy, in the given order. */
export function documentSections(
  t: TFunction,
  ids: readonly string[],
  slots?: Record<string, ReactNode>,
): { id: string; title: string; content: ReactNode }[] {
  return ids.map((id) => {
    const copy = t(`sections.${id}`, { returnObjects: true }) as SectionCopy;
    return {
      id,
      title: copy.title,
      content: (
        <DocumentBlocks
          t={t}
          sectionKey={`sections.${id}`}
          blocks={copy.blocks}
          components={inlineElements}
          values={brandValues}
          {...(slots ? { slots } : {})}
        />
      ),
    };
  });
}
