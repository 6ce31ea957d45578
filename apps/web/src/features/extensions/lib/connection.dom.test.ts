import { beforeEach, describe, expect, it } from 'vitest';
import {
  connectionFromLink,
  connectionStorageKey,
  extensionsPath,
  keepConnection,
  publisherPath,
  storedConnection,
} from './connection';

const params = (query: string) => new URLSearchParams(query);

// Both stores start empty: the DOM tests share their workers, and a test here says the connection
// never reaches localStorage.
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('connectionFromLink', () => {
  it('is null without conn: the page then uses the connection the tab kept', () => {
    expect(connectionFromLink(params(''))).toBeNull();
  });

  it('is connected with a valid conn, with or without a key', () => {
    expect(connectionFromLink(params('conn=MTI3LjAuMC4xOjQ3MTEz&key=abc'))).toMatchObject({
      mode: 'connected',
      address: '127.0.0.1:47113',
      baseUrl: 'http://127.0.0.1:47113',
      key: 'abc',
    });
    expect(connectionFromLink(params('conn=MTI3LjAuMC4xOjQ3MTEz'))).toMatchObject({ key: null });
  });

  it('is visitor mode, marked invalid, for a conn that is not base64 of ip:port', () => {
    for (const conn of ['', 'abc', btoa('localhost:80'), btoa('1.2.3.4:x'), btoa('300.1.1.1:80')]) {
      expect(connectionFromLink(params(`conn=${encodeURIComponent(conn)}`))).toEqual({
        mode: 'visitor',
        invalidConn: true,
      });
    }
  });
});

describe('the connection kept for the tab', () => {
  it('a valid link is kept in sessionStorage, so every page of the tab is connected', () => {
    expect(storedConnection()).toEqual({ mode: 'visitor', invalidConn: false });
    keepConnection(params('conn=MTI3LjAuMC4xOjQ3MTEz&key=k-1'));
    expect(storedConnection()).toMatchObject({
      mode: 'connected',
      address: '127.0.0.1:47113',
      key: 'k-1',
    });
    expect(window.localStorage.length).toBe(0);
  });

  it('an invalid link forgets the kept one; a damaged entry is visitor mode', () => {
    keepConnection(params('conn=MTI3LjAuMC4xOjQ3MTEz&key=k-1'));
    keepConnection(params('conn=nope'));
    expect(storedConnection()).toEqual({ mode: 'visitor', invalidConn: false });
    window.sessionStorage.setItem(connectionStorageKey, '{not json');
    expect(storedConnection()).toEqual({ mode: 'visitor', invalidConn: false });
  });
});

describe('paths', () => {
  it('carry no conn or key: the tab keeps them', () => {
    expect(extensionsPath()).toBe('/extensions');
    expect(extensionsPath('a b')).toBe('/extensions/a%20b');
    expect(publisherPath('Sinyal Labs')).toBe('/publishers/Sinyal%20Labs');
  });
});
