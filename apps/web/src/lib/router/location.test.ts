import { describe, expect, test } from 'vitest';
import {
  fragmentParams,
  isActivePath,
  legacyHashTarget,
  localizePath,
  matchPath,
  parseLocation,
  toHref,
} from './location';

describe('parseLocation', () => {
  test('the root is the English home page', () => {
    expect(parseLocation('/', '', '')).toEqual({
      pathname: '/',
      search: '',
      hash: '',
      language: 'en',
    });
  });

  test('a /tr prefix names Turkish and is not part of the route', () => {
    expect(parseLocation('/tr', '', '').pathname).toBe('/');
    expect(parseLocation('/tr/extensions', '?q=csv', '#grid')).toEqual({
      pathname: '/extensions',
      search: '?q=csv',
      hash: '#grid',
      language: 'tr',
    });
  });

  test('a trailing slash names the same page, and /en is not a language prefix', () => {
    expect(parseLocation('/docs/', '', '').pathname).toBe('/docs');
    expect(parseLocation('/tr/docs/', '', '').pathname).toBe('/docs');
    expect(parseLocation('/en/docs', '', '')).toMatchObject({
      pathname: '/en/docs',
      language: 'en',
    });
  });
});

describe('toHref and localizePath', () => {
  test('a route gets the prefix of its language', () => {
    expect(toHref('/download')).toBe('/download');
    expect(toHref('/download', 'tr')).toBe('/tr/download');
    expect(toHref('/', 'tr')).toBe('/tr');
    expect(toHref('/docs/guide#install', 'tr')).toBe('/tr/docs/guide#install');
    expect(localizePath('/pricing', 'en')).toBe('/pricing');
  });

  test('a section alone stays in the page', () => {
    expect(toHref('#features', 'tr')).toBe('#features');
  });
});

describe('legacyHashTarget', () => {
  test('an old hash address becomes its path, with its query and section', () => {
    expect(legacyHashTarget('#/pricing')).toBe('/pricing');
    expect(legacyHashTarget('#/')).toBe('/');
    expect(legacyHashTarget('#/docs/guide?x=1#install')).toBe('/docs/guide?x=1#install');
    expect(legacyHashTarget('#/#features')).toBe('/#features');
  });

  test('the secret of an old link moves from the query to the fragment', () => {
    expect(legacyHashTarget('#/verify-email?token=abc')).toBe('/verify-email#token=abc');
    expect(legacyHashTarget('#/extensions?conn=x&key=k')).toBe('/extensions#conn=x&key=k');
  });

  test('an in-page section or a secret fragment is no old address', () => {
    expect(legacyHashTarget('#features')).toBeNull();
    expect(legacyHashTarget('#token=abc')).toBeNull();
    expect(legacyHashTarget('')).toBeNull();
  });
});

describe('fragmentParams', () => {
  test('reads the fragment, and the query of older links', () => {
    expect(fragmentParams({ search: '', hash: '#token=abc' }).get('token')).toBe('abc');
    expect(fragmentParams({ search: '?token=old', hash: '' }).get('token')).toBe('old');
    expect(fragmentParams({ search: '', hash: '#install' }).get('install')).toBeNull();
  });
});

describe('isActivePath', () => {
  test('home is active only on the home page', () => {
    expect(isActivePath('/', '/', false)).toBe(true);
    expect(isActivePath('/docs', '/', false)).toBe(false);
  });

  test('a section path is active on its sub-pages unless end is set', () => {
    expect(isActivePath('/extensions/abc', '/extensions', false)).toBe(true);
    expect(isActivePath('/extensions/abc', '/extensions', true)).toBe(false);
    expect(isActivePath('/extensionsx', '/extensions', false)).toBe(false);
  });
});

describe('matchPath', () => {
  test('fills named segments', () => {
    expect(matchPath('/extensions/:id', '/extensions/csv-recorder')).toEqual({
      id: 'csv-recorder',
    });
  });

  test('refuses other shapes and empty segments', () => {
    expect(matchPath('/extensions/:id', '/extensions')).toBeNull();
    expect(matchPath('/extensions/:id', '/extensions/')).toBeNull();
    expect(matchPath('/docs', '/about')).toBeNull();
  });

  test('an optional last segment may be left out, and matches one segment when given', () => {
    expect(matchPath('/dashboard/:tab?', '/dashboard')).toEqual({});
    expect(matchPath('/dashboard/:tab?', '/dashboard/security')).toEqual({ tab: 'security' });
    expect(matchPath('/dashboard/:tab?', '/dashboard/security/x')).toBeNull();
    expect(matchPath('/dashboard/:tab?', '/dashboards')).toBeNull();
    expect(matchPath('/dashboard/:tab?', '/')).toBeNull();
  });

  test('a malformed escape does not match instead of throwing', () => {
    expect(matchPath('/extensions/:id', '/extensions/%E0%A4%A')).toBeNull();
  });
});
