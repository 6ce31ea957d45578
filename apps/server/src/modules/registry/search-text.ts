/**
 * What the catalogue search matches (docs/product.md §5: name, description and category, lower-cased), stored
 * with each row. Lower-cased here rather than in SQL: SQLite's lower() knows ASCII only.
 */
export function searchTextOf(fields: { name: string; description: string; category: string }) {
  return `${fields.name}\n${fields.description}\n${fields.category}`.toLowerCase();
}
