/**
 * A page of the user guide or the plugin API, as its strings hold it: a list of blocks. The
 * strings are data from outside the code, so they are read with checks rather than cast.
 */
export type DocBlock =
  | { kind: 'heading'; id: string; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; code: string; label: string }
  | { kind: 'table'; head: string[]; rows: string[][] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
}

function toBlock(value: unknown): DocBlock | null {
  if (!isRecord(value)) return null;
  if (typeof value.h === 'string' && typeof value.id === 'string') {
    return { kind: 'heading', id: value.id, text: value.h };
  }
  if (typeof value.p === 'string') return { kind: 'paragraph', text: value.p };
  if (typeof value.note === 'string') return { kind: 'note', text: value.note };
  const unordered = strings(value.ul);
  if (unordered) return { kind: 'list', ordered: false, items: unordered };
  const ordered = strings(value.ol);
  if (ordered) return { kind: 'list', ordered: true, items: ordered };
  if (typeof value.code === 'string') {
    return {
      kind: 'code',
      code: value.code,
      label: typeof value.label === 'string' ? value.label : '',
    };
  }
  if (isRecord(value.table)) {
    const head = strings(value.table.head);
    const rows = Array.isArray(value.table.rows) ? value.table.rows.map(strings) : null;
    if (head && rows && rows.every((row): row is string[] => row !== null)) {
      return { kind: 'table', head, rows };
    }
  }
  return null;
}

/** The blocks of a page; a block of an unknown shape is left out rather than shown broken. */
export function toBlocks(value: unknown): DocBlock[] {
  if (!Array.isArray(value)) return [];
  return value.map(toBlock).filter((block): block is DocBlock => block !== null);
}

/** The headings of a page, for its part of the contents and for the search index. */
export function headingsOf(blocks: readonly DocBlock[]): { id: string; text: string }[] {
  return blocks.flatMap((block) =>
    block.kind === 'heading' ? [{ id: block.id, text: block.text }] : [],
  );
}
