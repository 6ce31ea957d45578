import type { ReactNode } from 'react';
import type { TFunction, TypeOptions } from 'i18next';
import { DocumentBlocks, type DocumentNamespace, type SectionCopy } from './document-blocks';
import { brandValues, inlineElements } from './inline-elements';

/** A section of a document by its id under "sections" in the namespace's strings. */
export type SectionId<Ns extends DocumentNamespace> = Ns extends DocumentNamespace
  ? keyof TypeOptions['resources'][Ns]['sections'] & string
  : never;

/** The sections of a legal document from its namespace's `sections.<id>` copy, in the given order. */
export function documentSections(
  t: TFunction<DocumentNamespace>,
  ids: readonly SectionId<DocumentNamespace>[],
  slots?: Record<string, ReactNode>,
): { id: string; title: string; content: ReactNode }[] {
  return ids.map((id) => {
    const copy: SectionCopy = t(`sections.${id}`, { returnObjects: true });
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
