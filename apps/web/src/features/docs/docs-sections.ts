/** The documentation's sections in reading order; the id is also the anchor (`/docs#rest-api`). */
export const docsSections = [
  'getting-started',
  'rest-api',
  'websockets',
  'authentication',
  'best-practices',
  'code-examples',
  'troubleshooting',
] as const;

export type DocsSectionId = (typeof docsSections)[number];
