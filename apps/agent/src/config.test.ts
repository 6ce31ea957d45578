import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, defaultAgentPort, loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults: loopback, port 47113, a fresh key, the local site as the only origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: defaultAgentPort,
      pairingKeyFromEnv: false,
      siteUrl: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
    expect(defaultAgentPort).toBe(47113);
    expect(config.dataDir.endsWith(path.join('data', 'agent'))).toBe(true);
  });

  test('every start gets a different key of at least 128 bits', () => {
    const keys = new Set(Array.from({ length: 20 }, () => loadConfig({}).pairingKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  test('AGENT_KEY, PORT 0 and the other settings are read; AGENT_PORT wins over PORT', () => {
    const config = loadConfig({
      AGENT_KEY: 'a-fixed-key-for-tests',
      PORT: '0',
      AGENT_DATA_DIR: '/tmp/x',
      SITE_URL: 'https://sinyal.example/',
      AGENT_ALLOWED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      pairingKey: 'a-fixed-key-for-tests',
      pairingKeyFromEnv: true,
      port: 0,
      dataDir: path.resolve('/tmp/x'),
      siteUrl: 'https://sinyal.example',
      logLevel: 'warn',
    });
    // The site the printed link opens is always allowed.
    expect(config.allowedOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'https://sinyal.example',
    ]);
    expect(loadConfig({ PORT: '3000', AGENT_PORT: '47150' }).port).toBe(47150);
    expect(loadConfig({ HOST: '0.0.0.0', AGENT_HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  test('a host that is not a loopback address is refused, whichever variable names it', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /HOST: "0.0.0.0" is not a loopback address/,
    );
    expect(() => loadConfig({ AGENT_HOST: '192.168.1.5' })).toThrow(/AGENT_HOST: "192.168.1.5"/);
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
  });

  test('an empty variable counts as unset', () => {
    expect(loadConfig({ PORT: '', AGENT_KEY: '' })).toMatchObject({
      port: defaultAgentPort,
      pairingKeyFromEnv: false,
    });
  });

  test('"*" and other non-origins are refused, listing every problem', () => {
    let error: unknown;
    try {
      loadConfig({
        AGENT_ALLOWED_ORIGINS: '*,http://localhost:3000/path,ftp://x.example,null',
        PORT: '70000',
        AGENT_KEY: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    // Settings that fail their schema are reported first; the origin list is checked after.
    expect((error as ConfigError).problems.join('\n')).toMatch(/PORT/);
    expect((error as ConfigError).problems.join('\n')).toMatch(/AGENT_KEY/);

    let originError: unknown;
    try {
      loadConfig({ AGENT_ALLOWED_ORIGINS: '*,http://localhost:3000/path,ftp://x.example,null' });
    } catch (caught) {
      originError = caught;
    }
    const problems = (originError as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/"\*" is not allowed/);
  });
});
