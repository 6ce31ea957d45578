import { describe, expect, it } from 'vitest';
import { extensionsPath, readConnection } from './connection';

const params = (query: string) => new URLSearchParams(query);

describe('readConnection', () => {
  it('is visitor mode without conn', () => {
    expect(readConnection(params(''))).toEqual({ mode: 'visitor', invalidConn: false });
  });

  it('is connected with a valid conn, with or without a key', () => {
    const connected = readConnection(params('conn=MTI3LjAuMC4xOjQ3MTEz&key=abc'));
    expect(connected).toMatchObject({
      mode: 'connected',
      address: '127.0.0.1:47113',
      baseUrl: 'http://127.0.0.1:47113',
      key: 'abc',
    });
    expect(readConnection(params('conn=MTI3LjAuMC4xOjQ3MTEz'))).toMatchObject({
      mode: 'connected',
      key: null,
    });
  });

  it('is visitor mode, marked invalid, for a conn that is not base64 of ip:port', () => {
    for (const conn of ['', 'abc', btoa('localhost:80'), btoa('1.2.3.4:x'), btoa('300.1.1.1:80')]) {
      expect(readConnection(params(`conn=${encodeURIComponent(conn)}`))).toEqual({
        mode: 'visitor',
        invalidConn: true,
      });
    }
  });
});

describe('extensionsPath', () => {
  it('keeps conn and key on links of a connected page', () => {
    const connected = readConnection(params('conn=MTI3LjAuMC4xOjQ3MTEz&key=k+1'));
    expect(extensionsPath(connected, 'csv-recorder')).toBe(
      '/extensions/csv-recorder?conn=MTI3LjAuMC4xOjQ3MTEz&key=k+1',
    );
    expect(readConnection(params(extensionsPath(connected).split('?')[1] ?? ''))).toEqual(
      connected,
    );
    expect(extensionsPath(readConnection(params('')), 'a b')).toBe('/extensions/a%20b');
  });
});
