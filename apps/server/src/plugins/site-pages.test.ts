import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { publicPages, siteLanguages, sitePath } from '@sinyal/contracts/site-pages';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { premiumPublisher, publishTestExtension } from '../test/extension-fixtures';
import { useTestApp } from '../test/use-test-app';

/**
 * DESIGN §18, as a search engine or a link preview sees the site: no browser, only the HTML the
 * server sends. The pages are the real build's (apps/web/dist): built here when missing.
 */
const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));
const webDist = path.join(webDir, 'dist');
const origin = 'http://sinyal.test';

/** The server's error lines, so a failed page says why. */
const errorLines: string[] = [];
const t = useTestApp(async () => {
  if (!fs.existsSync(path.join(webDist, 'prerender.json'))) {
    execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
  }
  return {
    env: { WEB_DIST: webDist, LOG_LEVEL: 'error' },
    logStream: { write: (line: string) => void errorLines.push(line) },
  };
});

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function headOf(html: string) {
  const text = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    lang: text(/<html lang="([^"]+)"/),
    title: text(/<title>([^<]*)<\/title>/),
    h1: text(/<h1[^>]*>([^<]+)/),
    canonical: text(/<link rel="canonical" href="([^"]+)"/),
    description: text(/<meta name="description" content="([^"]*)"/),
    ogImage: text(/<meta property="og:image" content="([^"]+)"/),
    ogTitle: text(/<meta property="og:title" content="([^"]+)"/),
    hreflang: (language: string) =>
      text(
        new RegExp(`<link rel="alternate" hreflang="${escapeForRegExp(language)}" href="([^"]+)"`),
      ),
  };
}

describe('every public page, in each language, is readable without JavaScript', () => {
  for (const language of siteLanguages) {
    for (const route of publicPages) {
      const address = sitePath(route, language);
      test(`${address} holds its heading, title, canonical and hreflang links`, async () => {
        const answer = await t.get(address);
        expect(answer.status).toBe(200);
        expect(String(answer.headers['content-type'])).toContain('text/html');
        const head = headOf(String(answer.body));
        expect(head.lang).toBe(language);
        expect(head.h1?.trim()).toBeTruthy();
        expect(head.title).toMatch(/Sinyal/);
        expect(head.ogTitle).toBe(head.title);
        expect(head.description).toBeTruthy();
        expect(head.ogImage).toBe(`${origin}/og-image.png`);
        expect(head.canonical).toBe(`${origin}${address}`);
        expect(head.hreflang('en')).toBe(`${origin}${sitePath(route, 'en')}`);
        expect(head.hreflang('tr')).toBe(`${origin}${sitePath(route, 'tr')}`);
        expect(head.hreflang('x-default')).toBe(`${origin}${sitePath(route, 'en')}`);
      });
    }
  }

  test('a Turkish page is in Turkish and an English one in English', async () => {
    const english = headOf(String((await t.get('/pricing')).body));
    const turkish = headOf(String((await t.get('/tr/pricing')).body));
    expect(english.h1).toBe('Pricing');
    expect(turkish.h1).toBe('Fiyatlandırma');
    expect(turkish.title).toBe('Fiyatlandırma · Sinyal');
  });
});

describe('the home page comes with its hero message already drawn', () => {
  const english = {
    realtime: 'Real-time visualization of complex datasets',
    insight: 'Instant insight from big data',
    explore: 'Simple, interactive data exploration',
  };
  for (const language of siteLanguages) {
    test(`${sitePath('/', language)} is sent with each of the three messages, at random`, async () => {
      const seen = new Map<string, string>();
      // Three outcomes with equal odds: 60 loads miss one with a chance of about 1 in 10^10.
      for (let load = 0; load < 60 && seen.size < 3; load++) {
        const html = String((await t.get(sitePath('/', language))).body);
        const hero = /<h1 id="hero-title" data-variant="([a-z]+)">([^<]+)<\/h1>/.exec(html);
        expect(hero, 'the hero heading with its message').not.toBeNull();
        seen.set(hero![1]!, hero![2]!);
        // Each is the whole page with its own address, not a variant's.
        expect(headOf(html).canonical).toBe(`${origin}${sitePath('/', language)}`);
      }
      expect([...seen.keys()].sort()).toEqual(['explore', 'insight', 'realtime']);
      if (language === 'en') expect(Object.fromEntries(seen)).toEqual(english);
      // Three different messages, each in the page's language.
      expect(new Set(seen.values()).size).toBe(3);
    });
  }
});

describe('the catalogue pages are drawn by the server with their data', () => {
  test('an extension page holds the extension, in both languages', async () => {
    for (const language of siteLanguages) {
      const address = sitePath('/extensions/csv-recorder', language);
      const answer = await t.get(address);
      expect(answer.status, errorLines.join('\n').slice(0, 2000)).toBe(200);
      const head = headOf(String(answer.body));
      expect(head.h1).toBe('CSV Recorder');
      expect(head.title).toBe('CSV Recorder · Sinyal');
      expect(head.canonical).toBe(`${origin}${address}`);
      expect(head.lang).toBe(language);
    }
  });

  test('an extension page holds its rating, its histogram and its reviews with the reply (DESIGN §19)', async () => {
    const publisher = await premiumPublisher(t);
    const { manifest } = await publishTestExtension(t, publisher.apiToken);
    const reader = await t.signedIn();
    const saved = await t.put(
      apiPaths.myReview(manifest.id),
      { rating: 5, text: 'Plots my CAN bus at once.' },
      reader.token,
    );
    expect(saved.status).toBe(201);
    const reply = await t.post(
      apiPaths.reviewReply(manifest.id, saved.body.review.id),
      { text: 'Glad it helps.' },
      publisher.token,
    );
    expect(reply.status).toBe(200);

    const html = String((await t.get(sitePath(`/extensions/${manifest.id}`, 'en'))).body);
    expect(html).toContain('Rated 5.0 out of 5 by 1');
    expect(html).toContain('5 stars: 1');
    expect(html).toContain('Plots my CAN bus at once.');
    expect(html).toContain('Glad it helps.');
  });

  test('an extension or publisher that does not exist is a 404 with the not-found page', async () => {
    for (const address of ['/extensions/no-such-extension', '/publishers/nobody-at-all']) {
      const answer = await t.get(address);
      expect(answer.status).toBe(404);
      expect(String(answer.body)).toContain('Page not found');
    }
  });
});

describe('what is not a page', () => {
  test('an unknown address is a real 404 with the not-found page, in its language', async () => {
    const english = await t.get('/unknown');
    expect(english.status).toBe(404);
    expect(String(english.body)).toContain('Page not found');
    expect(english.headers['x-robots-tag']).toBe('noindex');
    const turkish = await t.get('/tr/bilinmeyen');
    expect(turkish.status).toBe(404);
    expect(headOf(String(turkish.body)).lang).toBe('tr');
  });

  test('account pages are the shell the browser draws them in, never indexed', async () => {
    for (const address of ['/login', '/dashboard/security', '/tr/register', '/activate']) {
      const answer = await t.get(address);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(String(answer.body)).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every public page in both languages, with alternates, and each extension', async () => {
    const answer = await t.get('/sitemap.xml');
    expect(answer.status).toBe(200);
    const xml = String(answer.body);
    for (const route of publicPages) {
      for (const language of siteLanguages) {
        expect(xml).toContain(`<loc>${origin}${sitePath(route, language)}</loc>`);
        expect(xml).toContain(
          `<xhtml:link rel="alternate" hreflang="${language}" href="${origin}${sitePath(route, language)}"/>`,
        );
      }
    }
    expect(xml).toContain(`<loc>${origin}/extensions/csv-recorder</loc>`);
    expect(xml).toContain(`<loc>${origin}/tr/extensions/csv-recorder</loc>`);
    expect(xml).not.toMatch(/sinyal\.test(\/tr)?\/(dashboard|login|admin)/);
  });

  test('robots.txt points at the sitemap and keeps robots out of the account and the API', async () => {
    const answer = await t.get('/robots.txt');
    expect(answer.status).toBe(200);
    const lines = String(answer.body).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const prefix of ['/dashboard', '/admin', '/api'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
