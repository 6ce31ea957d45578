import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en/docs-publishing.json';
import tr from '../../../i18n/locales/tr/docs-publishing.json';
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
vi.mock('react-i18next', () => ({
  useTranslation: (namespace: string) => ({
    t: namespace === 'docs-publishing' ? lookup : (key: string) => key,
  }),
}));

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

afterEach(cleanup);

describe('Publishing', () => {
  it('is a section with its heading, anchored at #publishing', () => {
    render(<Publishing />);
    const section = screen.getByRole('region', { name: 'Publishing Extensions' });
    expect(section.id).toBe('publishing');
  });

  it('gives the runnable steps: manifest.json, validate, publish with the API token', () => {
    const { container } = render(<Publishing />);
    const code = [...container.querySelectorAll('pre code')].map((node) => node.textContent);
    expect(code[0]).toContain("cat > manifest.json <<'EOF'");
    expect(code[0]).toContain('"entry_point": "main:app"');
    expect(code).toContain('npm run manifest -- validate manifest.json');
    expect(code.some((text) => text?.startsWith('manifest.json is valid'))).toBe(true);
    const curl = code.find((text) => text?.includes('curl -X POST $SITE/api/extensions'));
    expect(curl).toContain('-H "Authorization: Bearer $SINYAL_API_TOKEN"');
    expect(curl).toContain("-H 'Content-Type: application/json'");
    expect(curl).toContain('-d @publish.json');
    expect(code.some((text) => text?.includes('> publish.json'))).toBe(true);
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
    expect(text).toContain('must be higher than the latest one');
  });

  it('has every English string in Turkish too', () => {
    expect(keysOf(tr).sort()).toEqual(keysOf(en).sort());
  });
});
