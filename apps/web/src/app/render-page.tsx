import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createInstance } from '../i18n/runtime';
import { I18nextProvider } from '../i18n/react';
import { siteLanguages, sitePath, type SiteLanguage } from '@sinyal/contracts/site-pages';
import { lazyBundles } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { pageDataId, seedPageData, type PageData } from '../lib/page-data';
import { matchPath, splitLanguage } from '../lib/router/location';
import { PathRouter } from '../lib/router/router';
import { SessionProvider } from '../lib/session';
import { SiteOriginContext } from '../lib/site-origin';
import { PageHeadContext, type PageHead } from '../lib/use-page-title';
import { brand } from '../config/brand';
import {
  HeroVariantContext,
  heroVariants,
  type HeroVariantId,
} from '../features/marketing/lib/hero-variants';
import { RootLayout } from './root-layout';
import { routes } from './routes';

// The server side of the site (docs/decisions/0014): the build's prerender writes every public
// page with it, and the server draws the catalogue's pages with their data.

export interface RenderInput {
  /** The page's address: "/tr/pricing", "/extensions/csv-recorder". */
  url: string;
  /** The built index.html the page is written into. */
  shell: string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  origin: string;
  data?: PageData;
  /** Answer 404 (the not-found page); the head then says noindex. */
  notFound?: boolean;
  /** The client build's manifest (dist/.vite/manifest.json): the page then links its screen's files. */
  manifest?: ClientManifest;
  /**
   * Reads a built CSS file ("assets/index-x.css"): the page then carries its CSS in <style> instead
   * of stylesheets to fetch before the first paint (the prerender passes it).
   */
  readStyle?: (file: string) => string;
  /** The home page's hero message (the prerender writes one home page per message). */
  heroVariant?: HeroVariantId;
}

/** The hero messages the home page is prerendered with, one page each. */
export const heroVariantIds: readonly HeroVariantId[] = heroVariants.map((variant) => variant.id);

/** Vite's build manifest: source file → its chunk, the chunks it imports and its CSS. */
export type ClientManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** The classic script that fetches the page's code once the page is painted (public/page-code.js). */
export const pageCodeLoader = '/page-code.js';

/**
 * The page is drawn and readable without its code, which only makes it interactive: instead of
 * the shell's module script and preloads, which the browser would fetch beside the page and run
 * before its first paint, a small script fetches them once the page has been painted
 * (docs/decisions/0019-code-after-the-first-paint.md). `screenScripts` are the screen's own files.
 */
function codeAfterPaint(shell: string, screenScripts: readonly string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) return shell;
  const preloads: string[] = [];
  const withoutPreloads = shell.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_link, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  const files = [...preloads, ...screenScripts.map((file) => `/${file}`)];
  const loader =
    `<script src="${pageCodeLoader}" defer data-entry="${escapeHtml(entry[1] ?? '')}"` +
    ` data-preload="${escapeHtml(files.join(' '))}"></script>`;
  return withoutPreloads.replace(entry[0], loader);
}

/**
 * A stylesheet of the page, inline when it can be read. The inline copy is followed by a disabled link
 * to the same file, which the browser does not fetch: Vite's loader finds it when the screen's chunk
 * asks for its CSS, and does not fetch the file again.
 */
function styleTag(file: string, readStyle: RenderInput['readStyle']): string {
  const href = `/${escapeHtml(file)}`;
  const css = readStyle?.(file);
  if (css === undefined || /<\/style/i.test(css)) {
    return `<link rel="stylesheet" crossorigin href="${href}">`;
  }
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/**
 * The files of the page's first screen beyond the entry's: its CSS as stylesheets, so that the page
 * is drawn styled before any script (and with none), and its code and strings, which are fetched
 * beside the entry instead of after it.
 */
function screenLinks(
  manifest: ClientManifest,
  screen: string,
  namespaces: string[],
  language: string,
  readStyle: RenderInput['readStyle'],
) {
  const entryFiles = new Set<string>();
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const walk = (
    key: string,
    into: (file: string, css: boolean) => void,
    seen = new Set<string>(),
  ) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into(chunk.file, false);
    chunk.css?.forEach((css) => into(css, true));
    chunk.imports?.forEach((imported) => walk(imported, into, seen));
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) walk(entry, (file) => entryFiles.add(file));
  // The screen's lazy sections (the home page's plans) are in the prerendered page too: their CSS
  // comes with it; their code is left to the screen.
  const lazyStyles = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key];
    // Not into the entry, whose lazy parts are every other screen.
    if (!chunk || seen.has(key) || entryFiles.has(chunk.file)) return;
    seen.add(key);
    chunk.css?.forEach((css) => {
      if (!entryFiles.has(css)) styles.add(css);
    });
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach((next) =>
      lazyStyles(next, seen),
    );
  };
  const add = (file: string, css: boolean) => {
    if (!entryFiles.has(file)) (css ? styles : scripts).add(file);
  };
  walk(`src/app/routes/${screen}.tsx`, add);
  lazyStyles(`src/app/routes/${screen}.tsx`);
  // The common strings too: the entry asks for them first thing.
  for (const namespace of ['common', ...namespaces]) {
    for (const ext of ['json', 'ts']) walk(`src/i18n/locales/${language}/${namespace}.${ext}`, add);
  }
  return { styles: [...styles].map((file) => styleTag(file, readStyle)), scripts: [...scripts] };
}

/** The image a shared link previews with (public/og-image.png, 1200×630). */
const ogImagePath = '/og-image.png';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Inside <script type="application/json">: only "</script" and "<!--" could end or change it.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

async function translations(language: SiteLanguage) {
  const instance = createInstance();
  await instance.use(lazyBundles).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...siteLanguages],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  return instance;
}

function headTags(route: string, language: SiteLanguage, head: PageHead, input: RenderInput) {
  const { origin } = input;
  const title = head.title ?? brand.productName;
  const description = head.description ?? '';
  const canonical = `${origin}${sitePath(route, language)}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    input.notFound
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(input.notFound
      ? []
      : [
          ...siteLanguages.map(
            (other) =>
              `<link rel="alternate" hreflang="${other}" href="${escapeHtml(`${origin}${sitePath(route, other)}`)}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${sitePath(route, 'en')}`)}" />`,
        ]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.productName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${ogImagePath}`)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:locale" content="${language === 'tr' ? 'tr_TR' : 'en_US'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  return { title, tags };
}

/** The whole HTML document of a page: its markup in the shell, with the page's own head. */
export async function renderPage(input: RenderInput): Promise<{ html: string; status: number }> {
  const url = new URL(input.url, 'http://site.invalid');
  const { pathname: route, language } = splitLanguage(url.pathname);
  const i18n = await translations(language);
  if (input.data) seedPageData(queryClient, route, input.data);
  const head: PageHead = {};
  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageHeadContext value={head}>
          <SiteOriginContext value={input.origin}>
            <HeroVariantContext value={input.heroVariant}>
              <PathRouter url={`${url.pathname}${url.search}`}>
                <SessionProvider>
                  <RootLayout />
                </SessionProvider>
              </PathRouter>
            </HeroVariantContext>
          </SiteOriginContext>
        </PageHeadContext>
      </I18nextProvider>
    </StrictMode>
  );
  // The first pass waits until the screen's code and strings are loaded; the second draws it all at
  // once, so the page needs none of React's inline scripts (the site's CSP allows none).
  await readStream((await prerender(page)).prelude);
  const markup = renderToString(page);
  const { title, tags } = headTags(route, language, head, input);
  let screenScripts: string[] = [];
  if (input.manifest) {
    const screen = input.notFound
      ? { screen: 'not-found', namespaces: [] }
      : routes.find((candidate) => matchPath(candidate.path, route));
    if (screen) {
      const links = screenLinks(
        input.manifest,
        screen.screen,
        screen.namespaces,
        language,
        input.readStyle,
      );
      tags.push(...links.styles);
      screenScripts = links.scripts;
    }
  }
  const dataScript = input.data
    ? `<script type="application/json" id="${pageDataId}">${jsonForScript(input.data)}</script>`
    : '';
  // The shell's own stylesheets (the entry's CSS) inline too, when they can be read.
  const styled = input.readStyle
    ? input.shell.replace(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
        (_link, file: string) => styleTag(file, input.readStyle),
      )
    : input.shell;
  const shell = codeAfterPaint(styled, screenScripts);
  const html = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(shellDescription(input.shell), '')
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>${dataScript}`);
  return { html, status: input.notFound ? 404 : 200 };
}

/** The shell's own description tag, which the page's head tags replace (found by index: no regex). */
function shellDescription(shell: string): string {
  for (let at = shell.indexOf('<meta'); at >= 0; at = shell.indexOf('<meta', at + 1)) {
    const end = shell.indexOf('/>', at);
    if (end < 0) break;
    const tag = shell.slice(at, end + 2);
    if (tag.includes('name="description"')) return tag;
  }
  return '\u0000none';
}
