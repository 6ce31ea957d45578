// Writes every public page in each language as dist/<path>/index.html (docs/decisions/0014),
// with the server renderer the build made in dist-server/. The built index.html stays as
// dist/shell.html: the page the server wraps the account pages and the catalogue's pages in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production server renderer, as the server uses.
process.env.NODE_ENV ??= 'production';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const { renderPage, heroVariantIds } = await import(
  pathToFileURL(path.join(web, 'dist-server', 'render-page.js')).href
);
const { publicPages, siteLanguages, sitePath } = await import(
  pathToFileURL(path.join(web, 'dist-server', 'site-pages.js')).href
);

// Canonical and Open Graph addresses name the public site. The build need not know it: the server
// puts its PUBLIC_URL in place of this origin (apps/server/src/plugins/web.ts).
const origin = 'https://prerender.sinyal.invalid';

const shellFile = path.join(dist, 'shell.html');
if (!fs.existsSync(shellFile)) fs.copyFileSync(path.join(dist, 'index.html'), shellFile);
const shell = fs.readFileSync(shellFile, 'utf8');

function write(sitePathName, html, name = 'index.html') {
  const file = path.join(dist, sitePathName.slice(1), name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

// Each page preloads its first screen's code and strings and carries its CSS inline (render-page.tsx):
// no stylesheet to fetch before the first paint.
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const readStyle = (file) => fs.readFileSync(path.join(dist, file), 'utf8').trim();

// The home page once per hero message (index.<message>.html beside index.html, which holds the
// first): the server sends one at random, so the message a visitor sees is there from the first
// paint and never changes after it.
fs.writeFileSync(
  path.join(dist, 'prerender.json'),
  `${JSON.stringify({ origin, homeVariants: heroVariantIds })}\n`,
);

let count = 0;
for (const language of siteLanguages) {
  for (const route of publicPages) {
    const url = sitePath(route, language);
    const { html } = await renderPage({ url, shell, origin, manifest, readStyle });
    write(url, html);
    count += 1;
    if (route !== '/') continue;
    for (const heroVariant of heroVariantIds) {
      const variant = await renderPage({ url, shell, origin, manifest, readStyle, heroVariant });
      write(url, variant.html, `index.${heroVariant}.html`);
    }
  }
  // The not-found page, which the server answers unknown addresses with (a 404).
  const missing = sitePath('/404', language);
  const { html } = await renderPage({
    url: missing,
    shell,
    origin,
    notFound: true,
    manifest,
    readStyle,
  });
  write(missing, html);
}
console.log(
  `prerendered ${count} pages and the not-found page in ${siteLanguages.length} languages`,
);
