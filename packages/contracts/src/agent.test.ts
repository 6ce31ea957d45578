import { describe, expect, test } from 'vitest';
import {
  agentErrorSchema,
  agentExtensionListSchema,
  agentInfoSchema,
  agentInstallResponseSchema,
  agentKeyHeader,
  agentPaths,
  agentToggleResponseSchema,
  decodeConn,
  encodeConn,
  isAgentExtensionId,
  marketplaceLink,
} from './agent';
import { catalogExtensionSchema, sampleExtensions } from './extension-catalog';

// The platform's encoder, not encodeConn, so the tests do not trust the code they test. (The
// contracts package is typed without DOM or Node globals, hence the cast.)
const { btoa } = globalThis as unknown as { btoa: (text: string) => string };
const b64 = (text: string) => btoa(text);

describe('decodeConn', () => {
  test('decodes base64 of "ip:port"', () => {
    expect(decodeConn('MTI3LjAuMC4xOjQ3MTEz')).toEqual({ ip: '127.0.0.1', port: 47113 });
    expect(decodeConn(b64('192.168.1.20:8080'))).toEqual({ ip: '192.168.1.20', port: 8080 });
  });

  test('accepts padding, missing padding, the URL-safe alphabet and surrounding spaces', () => {
    const padded = b64('10.0.0.1:80');
    expect(padded.endsWith('=')).toBe(true);
    expect(decodeConn(padded)).toEqual({ ip: '10.0.0.1', port: 80 });
    expect(decodeConn(padded.replace(/=+$/, ''))).toEqual({ ip: '10.0.0.1', port: 80 });
    expect(decodeConn(` ${padded}\n`)).toEqual({ ip: '10.0.0.1', port: 80 });
  });

  test('returns the IP in canonical form, since a browser reads "010" as octal', () => {
    expect(decodeConn(b64('127.000.0.010:5000'))).toEqual({ ip: '127.0.0.10', port: 5000 });
  });

  test.each([
    ['empty', ''],
    ['not base64', '!!!!'],
    ['base64 of a word', b64('hello')],
    ['no port', b64('127.0.0.1')],
    ['empty port', b64('127.0.0.1:')],
    ['port with letters', b64('127.0.0.1:80a')],
    ['port 0', b64('127.0.0.1:0')],
    ['port above 65535', b64('127.0.0.1:65536')],
    ['six-digit port', b64('127.0.0.1:123456')],
    ['octet above 255', b64('256.0.0.1:80')],
    ['four-digit octet', b64('1270.0.0.1:80')],
    ['three parts', b64('127.0.1:80')],
    ['five parts', b64('127.0.0.0.1:80')],
    ['a host name', b64('localhost:80')],
    ['IPv6', b64('[::1]:80')],
    ['a path after the port', b64('127.0.0.1:80/x')],
    ['a trailing newline inside the text', b64('127.0.0.1:80\n')],
    ['a negative port', b64('127.0.0.1:-1')],
    ['non-ASCII bytes', b64('127.0.0.1:8\u00e90')],
    ['far too long', 'A'.repeat(200)],
  ])('%s is invalid', (_name, conn) => {
    expect(decodeConn(conn)).toBeNull();
  });

  test('null and undefined are invalid, as a missing parameter is', () => {
    expect(decodeConn(null)).toBeNull();
    expect(decodeConn(undefined)).toBeNull();
  });
});

describe('encodeConn', () => {
  test('is standard base64 of "ip:port" and round-trips through decodeConn', () => {
    expect(encodeConn('127.0.0.1', 47113)).toBe(b64('127.0.0.1:47113'));
    for (const [ip, port] of [
      ['127.0.0.1', 1],
      ['10.0.0.1', 80],
      ['255.255.255.255', 65535],
      ['192.168.100.7', 3000],
    ] as const) {
      expect(decodeConn(encodeConn(ip, port))).toEqual({ ip, port });
    }
  });
});

describe('marketplaceLink', () => {
  test('puts conn and key in the fragment of the extensions page, where no server sees them', () => {
    const link = marketplaceLink('http://localhost:3000/', { ip: '127.0.0.1', port: 47113 }, 'k_1');
    expect(link).toBe(`http://localhost:3000/extensions#conn=${b64('127.0.0.1:47113')}&key=k_1`);
    const [, fragment = ''] = link.split('#');
    const params = Object.fromEntries(fragment.split('&').map((pair) => pair.split('=')));
    expect(decodeConn(decodeURIComponent(params.conn ?? ''))).toEqual({
      ip: '127.0.0.1',
      port: 47113,
    });
  });
});

describe('shapes', () => {
  test('the key header and the paths are the documented ones', () => {
    expect(agentKeyHeader).toBe('X-Sinyal-Key');
    expect(agentPaths.install('csv-recorder')).toBe('/api/install/csv-recorder');
    expect(agentPaths.start('a b')).toBe('/api/start/a%20b');
    expect(agentPaths.disable('x')).toBe('/api/disable/x');
  });

  test('info, list, install, toggle and error answers parse; wrong types do not', () => {
    expect(
      agentInfoSchema.safeParse({ name: 'A', version: '1', platform: 'Linux', api_version: 1 })
        .success,
    ).toBe(true);
    expect(agentInfoSchema.safeParse({ name: 'A', version: '1', platform: 'Linux' }).success).toBe(
      false,
    );
    expect(
      agentExtensionListSchema.safeParse([
        { id: 'a', installed: true, enabled: false, version: '1.0.0', extra: 1 },
      ]).success,
    ).toBe(true);
    expect(
      agentExtensionListSchema.safeParse([{ id: 'a', installed: 'yes', enabled: false }]).success,
    ).toBe(false);
    expect(
      agentInstallResponseSchema.safeParse({
        status: true,
        id: 'a',
        installed: true,
        enabled: true,
        version: '1.0.0',
      }).success,
    ).toBe(true);
    expect(
      agentToggleResponseSchema.safeParse({
        status: false,
        id: 'a',
        enabled: false,
        detail: 'A is not installed',
      }).success,
    ).toBe(true);
    expect(agentToggleResponseSchema.safeParse({ status: 'true', id: 'a' }).success).toBe(false);
    expect(agentErrorSchema.safeParse({ code: 'wrong_key', detail: 'x' }).success).toBe(true);
    expect(agentErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  test('a disabled_reason is kept when known and dropped when another backend sends a new one', () => {
    const entry = { id: 'a', installed: true, enabled: false, version: '1.0.0' };
    expect(
      agentExtensionListSchema.parse([{ ...entry, disabled_reason: 'licence_required' }]),
    ).toEqual([{ ...entry, disabled_reason: 'licence_required' }]);
    expect(agentExtensionListSchema.parse([{ ...entry, disabled_reason: 'quarantined' }])).toEqual([
      { ...entry, disabled_reason: undefined },
    ]);
  });

  test('extension ids are plain names, never paths', () => {
    expect(isAgentExtensionId('csv-recorder')).toBe(true);
    expect(isAgentExtensionId('org.example_tool-2')).toBe(true);
    for (const bad of ['', '../etc', '.hidden', 'a/b', 'a b', 'é', 'x'.repeat(65)]) {
      expect(isAgentExtensionId(bad)).toBe(false);
    }
  });
});

describe('sampleExtensions', () => {
  test('hold a free DataSource (the CSV recorder) and a Pro Visualization, each a valid catalogue entry', () => {
    for (const extension of sampleExtensions) {
      expect(catalogExtensionSchema.safeParse(extension).success).toBe(true);
      expect(isAgentExtensionId(extension.id)).toBe(true);
    }
    expect(sampleExtensions.find((e) => e.category === 'DataSource')?.mode).toBe('lite');
    expect(sampleExtensions.find((e) => e.category === 'Visualization')?.mode).toBe('pro');
  });
});
