import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

/** A provider's client settings, as its console would give them. */
const clientOf = (prefix: 'GOOGLE' | 'GITHUB', name: string) => ({
  [`${prefix}_CLIENT_ID`]: `${name}-id`,
  [`${prefix}_CLIENT_SECRET`]: `${name}-secret`,
});

describe('sign-in provider settings', () => {
  test("a provider is on with both its client id and secret, with the providers' own addresses by default", () => {
    const config = loadConfig({ ...clientOf('GOOGLE', 'google'), ...clientOf('GITHUB', 'github') });
    expect(config.oauth).toEqual({
      google: {
        clientId: 'google-id',
        clientSecret: 'google-secret',
        issuer: 'https://accounts.google.com',
      },
      github: {
        clientId: 'github-id',
        clientSecret: 'github-secret',
        url: 'https://github.com',
        apiUrl: 'https://api.github.com',
      },
    });
    expect(loadConfig({}).oauth).toEqual({ google: undefined, github: undefined });
  });

  test('GitHub Enterprise Server: its own addresses, without trailing slashes', () => {
    const config = loadConfig({
      ...clientOf('GITHUB', 'github'),
      GITHUB_URL: 'https://git.example.com/',
      GITHUB_API_URL: 'https://git.example.com/api/v3/',
    });
    expect(config.oauth.github).toMatchObject({
      url: 'https://git.example.com',
      apiUrl: 'https://git.example.com/api/v3',
    });
  });

  test('one setting of a pair alone, or a provider address without https, is refused by name', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    try {
      loadConfig({ GITHUB_CLIENT_SECRET: 'secret' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toContain('GITHUB_CLIENT_ID');
    }
    for (const name of ['GOOGLE_ISSUER', 'GITHUB_URL', 'GITHUB_API_URL']) {
      expect(() => loadConfig({ [name]: 'http://provider.example' })).toThrow(/https/);
    }
  });
});
