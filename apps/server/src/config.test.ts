import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, owaspArgon2 } from './config';

describe('loadConfig', () => {
  test('argon2 defaults are OWASP’s: 19 MiB, 2 iterations, 1 lane', () => {
    const config = loadConfig({});
    expect(config.argon2).toEqual({ memoryKib: 19456, timeCost: 2, parallelism: 1 });
    expect(owaspArgon2).toEqual({ memoryKib: 19456, timeCost: 2, parallelism: 1 });
  });

  test('cheaper argon2 is refused outside NODE_ENV=test', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, ARGON2_MEMORY_KIB: '1024' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV, ARGON2_TIME_COST: '1' })).toThrow(/OWASP/);
    }
    expect(loadConfig({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' }).argon2.memoryKib).toBe(1024);
    expect(
      loadConfig({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '65536' }).argon2.memoryKib,
    ).toBe(65536);
  });

  test('rate limits read "max/window" and list every bad key at once', () => {
    const config = loadConfig({ RATE_LIMIT_LOGIN_IP: '5/30s', RATE_LIMIT_CONTACT_IP: '2/1h' });
    expect(config.rateLimits.login.ip).toEqual({ max: 5, windowMs: 30_000 });
    expect(config.rateLimits.contact.ip).toEqual({ max: 2, windowMs: 3_600_000 });
    expect(config.rateLimits.login.account).toEqual({ max: 10, windowMs: 900_000 });
    expect(config.rateLimits.clientErrors.ip).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(loadConfig({ RATE_LIMIT_CLIENT_ERRORS_IP: '3/1m' }).rateLimits.clientErrors.ip).toEqual({
      max: 3,
      windowMs: 60_000,
    });
    try {
      loadConfig({ RATE_LIMIT_LOGIN_IP: 'lots', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('RATE_LIMIT_LOGIN_IP');
      expect(problems).toContain('DATABASE_URL');
    }
  });

  test('TRUST_PROXY takes a hop count or proxy addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      'loopback',
    ]);
    for (const value of ['true', 'yes', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/never "true"/);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, nginx' })).toThrow(/unreadable: nginx/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  test('PACKAGE_STORAGE=s3 without its bucket settings is refused at start, naming each missing one', () => {
    try {
      loadConfig({ PACKAGE_STORAGE: 's3', S3_REGION: 'eu-central-1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.map((line) => line.split(':')[0])).toEqual([
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ]);
      expect(problems[0]).toContain('required with PACKAGE_STORAGE=s3');
    }
    expect(() =>
      loadConfig({ PACKAGE_STORAGE: 's3', S3_BUCKET: 'Not_A_Bucket', S3_ENDPOINT: 'minio' }),
    ).toThrow(ConfigError);
    const s3 = loadConfig({
      PACKAGE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'sinyal-packages',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    expect(s3).toMatchObject({ bucket: 'sinyal-packages', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'ignored-here' }).s3).toBeUndefined();
  });
});
