import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '../../i18n/react';
import { testI18n } from '../../test/test-i18n';
import forms from '../../i18n/locales/en/forms.json';
import { PasswordMeter } from './password-meter';

let i18n: Awaited<ReturnType<typeof testI18n>>;

beforeAll(async () => {
  i18n = await testI18n('en', { en: { forms } });
});

function renderMeter(password: string) {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PasswordMeter password={password} checklistId="checks" />
    </I18nextProvider>,
  );
  const meter = screen.getByRole('meter', { name: 'Password strength' });
  return { view, meter };
}

function requirement(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'A strong password has' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((element) => element.textContent?.includes(name));
  if (!item) throw new Error(`no checklist item "${name}"`);
  return item;
}

afterEach(cleanup);

describe('PasswordMeter', () => {
  it.each([
    ['', 0, 'None', 'none'],
    ['abc', 1, 'Weak', 'red'],
    ['abcdefgh', 1, 'Weak', 'red'],
    ['Abcdefgh', 2, 'Weak', 'red'],
    ['Abcdefg1', 3, 'Medium', 'yellow'],
    ['Abcdefg1!', 4, 'Strong', 'green'],
    ['Abcdefghijk1!', 5, 'Strong', 'green'],
  ])('rates "%s" %i of 5, %s, %s', (password, score, label, color) => {
    const { view, meter } = renderMeter(password);
    expect(meter.getAttribute('aria-valuenow')).toBe(String(score));
    expect(meter.getAttribute('aria-valuetext')).toBe(label);
    expect(screen.getByText(`Strength: ${label}`)).toBeTruthy();
    expect(view.container.querySelector('.strength-meter')?.getAttribute('data-color')).toBe(color);
  });

  it('ticks each requirement in text, not only in colour', () => {
    renderMeter('abcdefg1');
    expect(requirement('At least 8 characters').textContent).toContain('(done)');
    expect(requirement('A number').textContent).toContain('(done)');
    expect(requirement('An uppercase letter').textContent).toContain('(missing)');
    expect(requirement('A special character').textContent).toContain('(missing)');
  });
});
