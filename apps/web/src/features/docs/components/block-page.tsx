import { Info } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { CodeBlock } from '../../../components/ui/code-block';
import { docsPageStrings, type DocsSectionId } from '../docs-sections';
import type { DocBlock } from '../lib/doc-blocks';
import { CodeText } from './code-text';
import { DocsHeading } from './docs-heading';
import { DocsSection } from './docs-section';
import { DocsTable } from './docs-table';

function Block({ page, block }: { page: DocsSectionId; block: DocBlock }) {
  switch (block.kind) {
    case 'heading':
      return <DocsHeading page={page} id={block.id} text={block.text} />;
    case 'paragraph':
      return (
        <p>
          <CodeText text={block.text} />
        </p>
      );
    case 'note':
      return (
        <div className="docs-callout">
          <Info aria-hidden="true" size={22} />
          <p>
            <CodeText text={block.text} />
          </p>
        </div>
      );
    case 'list': {
      const items = block.items.map((item) => (
        <li key={item}>
          <CodeText text={item} />
        </li>
      ));
      return block.ordered ? <ol className="docs-steps">{items}</ol> : <ul>{items}</ul>;
    }
    case 'code':
      return <CodeBlock label={block.label} code={block.code} />;
    case 'table':
      return (
        <DocsTable
          name={block.head.join(', ')}
          stacked
          columns={block.head}
          rows={block.rows.map((row) => ({
            key: row.join('|'),
            cells: row.map((cell) => <CodeText key={cell} text={cell} />),
          }))}
        />
      );
  }
}

/** A page of the user guide or the plugin API, drawn from the blocks of its strings. */
export function BlockPage({ page, blocks }: { page: DocsSectionId; blocks: readonly DocBlock[] }) {
  const { t } = useTranslation('docs');
  return (
    <DocsSection id={page}>
      <p className="docs-lead">{t(`summaries.${page}`)}</p>
      {blocks.map((block, index) => (
        <Block key={`${docsPageStrings[page].key}-${index}`} page={page} block={block} />
      ))}
    </DocsSection>
  );
}
