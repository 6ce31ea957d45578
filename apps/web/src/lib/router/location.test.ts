import { describe, expect, test } from 'vitest';
import { isActivePath, matchPath, parseHash, toHref } from './location';

describe('parseHash', () => {
  test('an empty fragment is the home page', () => {
    expect(parseHash('')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(parseHash('#')).toEqual({ pathname: '/', search: '', hash: '' });
  });

  test('splits path, query and in-page section', () => {
    expect(parseHash('#/extensions?conn=abc&key=k#grid')).toEqual({
      pathname: '/extensions',
      search: '?conn=abc&key=k',
      hash: '#grid',
    });
  });

  test('an anchor on the home page keeps the home path', () => {
    expect(parseHash('#/#features')).toEqual({ pathname: '/', search: '', hash: '#features' });
  });

  test('a trailing slash names the same page', () => {
    expect(parseHash('#/docs/').pathname).toBe('/docs');
  });

  test('a fragment without a leading slash still names a path', () => {
    expect(parseHash('#about').pathname).toBe('/about');
  });
});

describe('toHref', () => {
  test('prefixes the fragment marker', () => {
    expect(toHref('/download')).toBe('#/download');
    expect(toHref('pricing')).toBe('#/pricing');
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
