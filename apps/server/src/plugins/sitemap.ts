import {
  catalogPagePrefixes,
  disallowedForRobots,
  siteLanguages,
  sitePath,
} from '@sinyal/contracts/site-pages';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One <url> per page and language, each naming every language's address as an alternate. */
function entries(origin: string, route: string): string[] {
  const alternates = [
    ...siteLanguages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + sitePath(route, language))}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + sitePath(route, 'en'))}"/>`,
  ].join('\n');
  return siteLanguages.map(
    (language) =>
      `  <url>\n    <loc>${escapeXml(origin + sitePath(route, language))}</loc>\n${alternates}\n  </url>`,
  );
}

/** DESIGN §18: every public page in both languages, and every extension's page. */
export function sitemapXml(
  origin: string,
  pages: readonly string[],
  extensionIds: readonly string[],
): string {
  const routes = [
    ...pages,
    ...extensionIds.map((id) => `${catalogPagePrefixes.extension}${encodeURIComponent(id)}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...routes.flatMap((route) => entries(origin, route)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedForRobots.flatMap((prefix) => [
      `Disallow: ${prefix}`,
      `Disallow: ${sitePath(prefix, 'tr')}`,
    ]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
