import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en/docs-publishing.json';
import { Publishing } from './publishing';

/** The real English strings, looked up by dotted key, with {{x}} left as is. */
function lookup(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof value !== 'string') throw new Error(`Missing string docs-publishing:${key}`);
  return value;
}

// The docs' shared parts (code blocks, tables) use their own namespace: keys are enough there.
vi.mock('../../../i18n/react', () => ({
  useTranslation: (namespace: string) => ({
    t: namespace === 'docs-publishing' ? lookup : (key: string) => key,
  }),
}));

afterEach(cleanup);

describe('Publishing', () => {
  it('is a section with its heading, anchored at #publishing', () => {
    render(<Publishing />);
    const section = screen.getByRole('region', { name: 'Publishing Extensions' });
    expect(section.id).toBe('publishing');
  });

  it('gives the runnable steps with the published tool: install, init, manifest.json, validate, pack, login and publish', () => {
    const { container } = render(<Publishing />);
    const code = [...container.querySelectorAll('pre code')].map((node) => node.textContent ?? '');
    expect(code.some((text) => text.startsWith('npm install -g @sinyal/ext'))).toBe(true);
    expect(code).toContain('sinyal-ext init serial-monitor');
    expect(
      code.find((text) => text.startsWith("cat > serial-monitor/manifest.json <<'EOF'")),
    ).toContain('"engines": { "sinyal": ">=1.0.0 <2.0.0" }');
    expect(code).toContain('sinyal-ext validate serial-monitor');
    expect(code.some((text) => text.startsWith('serial-monitor is a valid package'))).toBe(true);
    expect(code).toContain('sinyal-ext pack serial-monitor');
    expect(code).toContain('sinyal-ext login');
    const packed = code.find((text) => text.startsWith('Packed serial-monitor-1.0.0.sxp'));
    const published = code.find((text) => text.startsWith('Published serial-monitor 1.0.0'));
    // The same package in both outputs: the SHA-256 pack printed is the one the registry signed.
    const sha = /sha256 ([0-9a-f]{64})/.exec(packed ?? '')?.[1];
    expect(sha).toBeDefined();
    expect(published).toContain(`sha256 ${sha}`);
    expect(published).toContain('signature verified');
    const curl = code.find((text) => text.includes('/api/extensions/serial-monitor/versions'));
    expect(curl).toContain("-H 'Content-Type: application/zip'");
    expect(curl).toContain('--data-binary @serial-monitor-1.0.0.sxp');
    // A developer has the tool and the public site, never a checkout of this repository.
    expect(code.join('\n')).not.toMatch(/npm run|--prefix|localhost|127\.0\.0\.1/);
  });

  it('states the rules: premium only, owner only, a higher version', () => {
    render(<Publishing />);
    const rules = screen.getByRole('heading', { name: 'Rules' }).nextElementSibling as HTMLElement;
    const text = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .join(' ');
    expect(text).toContain('Publishing extensions needs a Pro or Enterprise plan');
    expect(text).toContain('Only that account can publish new versions');
    expect(text).toContain('must be higher than every one published before');
    expect(text).toContain('is retired and answers `410`'.replace(/`/g, ''));
  });
});
