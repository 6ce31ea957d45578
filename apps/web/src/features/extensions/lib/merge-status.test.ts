import { describe, expect, it } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { mergeLocalStatus, revokedOutsideCatalogue } from './merge-status';

describe('mergeLocalStatus', () => {
  it('without an answer nothing is installed', () => {
    expect(mergeLocalStatus(sampleExtensions, null).map((e) => [e.installed, e.enabled])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('the answer overrides installed, enabled and version by id; unknown ids are ignored', () => {
    const local = new Map([
      ['csv-recorder', { id: 'csv-recorder', installed: true, enabled: false, version: '1.3.0' }],
      ['other', { id: 'other', installed: true, enabled: true, version: '9.9.9' }],
    ]);
    const merged = mergeLocalStatus(sampleExtensions, local);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      id: 'csv-recorder',
      installed: true,
      enabled: false,
      version: '1.3.0',
      latest_version: '1.4.2',
      update_available: true,
    });
    expect(merged[1]).toMatchObject({
      id: 'spectrum-analyzer',
      installed: false,
      version: '2.1.0',
      update_available: false,
    });
  });

  it('the newest version installed, or a newer one, is no update', () => {
    for (const version of ['1.4.2', '1.10.0']) {
      const local = new Map([
        ['csv-recorder', { id: 'csv-recorder', installed: true, enabled: true, version }],
      ]);
      expect(mergeLocalStatus(sampleExtensions, local)[0]?.update_available).toBe(false);
    }
  });

  it('carries the reason the app disabled an installed extension itself', () => {
    const local = new Map([
      [
        'spectrum-analyzer',
        {
          id: 'spectrum-analyzer',
          installed: true,
          enabled: false,
          version: '2.1.0',
          disabled_reason: 'licence_required' as const,
        },
      ],
    ]);
    expect(mergeLocalStatus(sampleExtensions, local)[1]).toMatchObject({
      installed: true,
      enabled: false,
      disabled_reason: 'licence_required',
    });
  });

  it('carries a revocation, and names the revoked installed extensions the catalogue lacks', () => {
    const revoked = { reason: 'Malware' };
    const local = new Map([
      [
        'csv-recorder',
        { id: 'csv-recorder', installed: true, enabled: false, version: '1.4.2', revoked },
      ],
      [
        'taken-down',
        { id: 'taken-down', installed: true, enabled: false, version: '0.3.0', revoked },
      ],
      ['other', { id: 'other', installed: true, enabled: true, version: '9.9.9' }],
    ]);
    expect(mergeLocalStatus(sampleExtensions, local)[0]).toMatchObject({ enabled: false, revoked });
    expect(mergeLocalStatus(sampleExtensions, local)[1]?.revoked).toBeUndefined();
    expect(
      revokedOutsideCatalogue(new Set(['taken-down']), local).map((entry) => entry.id),
    ).toEqual(['taken-down']);
    expect(revokedOutsideCatalogue(new Set(['taken-down']), null)).toEqual([]);
  });
});
