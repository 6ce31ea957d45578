import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '../../../i18n/react';
import { testI18n } from '../../../test/test-i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '@sinyal/contracts/plans';
import enExtensions from '../../../i18n/locales/en/extensions.json';
import trExtensions from '../../../i18n/locales/tr/extensions.json';
import { LicenceNote } from './licence-note';

async function renderNote(
  note: { disabled?: boolean; accountPlan: Plan | null; plan?: Plan },
  language: 'en' | 'tr' = 'en',
) {
  const i18n = await testI18n(language, {
    en: { extensions: enExtensions },
    tr: { extensions: trExtensions },
  });
  // Queries stay inside the note's own tree: a toast another file left behind is not the note's.
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <LicenceNote
        name="Spectrum Analyzer"
        plan={note.plan ?? 'pro'}
        disabled={note.disabled ?? false}
        accountPlan={note.accountPlan}
      />
    </I18nextProvider>,
  );
  return within(container).getByText(/Spectrum Analyzer/);
}

afterEach(cleanup);

describe('the note on an extension the app’s licence does not cover', () => {
  it('tells a signed-in Pro user on a removed device to sign it in again, not to see pricing', async () => {
    const note = await renderNote({ accountPlan: 'pro' });
    expect(note.textContent).toBe(
      'Spectrum Analyzer needs the Pro plan, which this app’s licence does not include. Your account has the Pro plan, but this device is not signed in to it (it may have been removed from your account): sign it in again with npm run agent -- activate.',
    );
    expect(screen.getByText('npm run agent -- activate').tagName).toBe('CODE');
    expect(screen.queryByRole('link')).toBeNull();
    expect(within(note.parentElement ?? note).getAllByRole('alert')).toEqual([note]);
  });

  it('keeps the pricing link when the account’s plan does not cover it, or nobody is signed in', async () => {
    for (const accountPlan of ['lite', null] as const) {
      await renderNote({ accountPlan });
      expect(screen.getByRole('link', { name: 'See plans and pricing' })).toBeTruthy();
      expect(screen.queryByText(/npm run agent/)).toBeNull();
      cleanup();
    }
    await renderNote({ accountPlan: 'pro', plan: 'enterprise' });
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toBeTruthy();
  });

  it('says why an installed extension was disabled, without announcing it as an alert', async () => {
    const note = await renderNote({ disabled: true, accountPlan: 'enterprise' });
    expect(note.textContent).toMatch(
      /^Spectrum Analyzer is disabled: it needs the Pro plan, which this app’s licence no longer includes\. Your account has the Pro plan/,
    );
    expect(note.closest('[role="alert"]')).toBeNull();
    expect(within(note).queryByRole('alert')).toBeNull();
  });

  it('reads in Turkish', async () => {
    const note = await renderNote({ accountPlan: 'pro' }, 'tr');
    expect(note.textContent).toContain(
      'Hesabınız Pro planında, ancak bu cihaz hesabınızda oturum açmış değil',
    );
    expect(screen.getByText('npm run agent -- activate').tagName).toBe('CODE');
  });
});
