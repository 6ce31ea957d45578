import type { ReactNode } from 'react';

type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'paragraph'; text: string };

/**
 * The few Markdown forms a README or CHANGELOG uses: headings, bullet lists, fenced code and
 * paragraphs with `code`. Everything is text: nothing a publisher writes becomes HTML, so a README
 * cannot put a script or a tracking image on the page. Tables and links stay as written.
 */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: string[] | null = null;
  let ordered = false;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ordered, items: list });
    paragraph = [];
    list = null;
  };
  // "1. ", "12. ": the number, a dot and a space, read as code rather than a pattern.
  const numberedLength = (text: string) => {
    let digits = 0;
    while (digits < text.length && text[digits]! >= '0' && text[digits]! <= '9') digits++;
    return digits > 0 && text[digits] === '.' && text[digits + 1] === ' ' ? digits + 2 : 0;
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const trimmed = line.trim();
    if (trimmed.startsWith('```')) {
      flush();
      const code: string[] = [];
      while (index + 1 < lines.length && !(lines[index + 1] ?? '').trim().startsWith('```')) {
        code.push(lines[++index] ?? '');
      }
      index++;
      blocks.push({ kind: 'code', text: code.join('\n') });
    } else if (trimmed.startsWith('#')) {
      flush();
      const hashes = trimmed.length - trimmed.replace(/^[#]+/, '').length;
      // The page's own h1 and h2 come first: a README's "#" reads as a sub-heading here.
      const level = Math.min(4, hashes + 1) as 2 | 3 | 4;
      blocks.push({
        kind: 'heading',
        level: Math.max(3, level) as 3 | 4,
        text: trimmed.slice(hashes).trim(),
      });
    } else if (
      trimmed.startsWith('- ') ||
      trimmed.startsWith('* ') ||
      numberedLength(trimmed) > 0
    ) {
      const numbered = numberedLength(trimmed);
      if (paragraph.length || (list && ordered !== numbered > 0)) flush();
      ordered = numbered > 0;
      list ??= [];
      list.push(trimmed.slice(numbered || 2).trim());
    } else if (trimmed === '') {
      flush();
    } else if (list && line.startsWith('  ')) {
      list[list.length - 1] += ` ${trimmed}`;
    } else {
      if (list) flush();
      paragraph.push(trimmed);
    }
  }
  flush();
  return blocks;
}

function inline(text: string): ReactNode[] {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** A README's or CHANGELOG's own "# Title" repeats the page's heading above it: left out. */
function withoutTitle(blocks: Block[]): Block[] {
  const [first, ...rest] = blocks;
  return first?.kind === 'heading' && first.level === 3 ? rest : blocks;
}

export function MarkdownText({ source }: { source: string }) {
  return (
    <div className="ext-markdown">
      {withoutTitle(parseMarkdown(source)).map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${block.level}` as 'h3' | 'h4';
            return <Tag key={index}>{inline(block.text)}</Tag>;
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, position) => (
                  <li key={position}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case 'code':
            return (
              <pre key={index}>
                <code>{block.text}</code>
              </pre>
            );
          default:
            return <p key={index}>{inline(block.text)}</p>;
        }
      })}
    </div>
  );
}
