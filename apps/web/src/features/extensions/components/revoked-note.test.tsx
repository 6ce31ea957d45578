import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import enExtensions from '../../../i18n/locales/en/extensions.json';
import trExtensions from '../../../i18n/locales/tr/extensions.json';
import { testI18n } from '../../../test/test-i18n';
import type { ExtensionActions as Actions } from '../hooks/use-extension-actions';
import { mergeLocalStatus } from '../lib/merge-status';
import { ExtensionActions } from './extension-actions';
import { RevokedInstalled } from './revoked-note';

vi.mock('../../../lib/session', () => ({ useSession: () => ({ user: null }) }));
vi.mock('../../../lib/router/router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const actions: Actions = {
  connected: true,
  isBusy: () => false,
  licenceNeeded: () => null,
  install: vi.fn(),
  update: vi.fn(),
  uninstall: vi.fn(),
  toggle: vi.fn(),
  openWebsite: vi.fn(),
};

async function renderIn(language: 'en' | 'tr', element: ReactNode) {
  const i18n = await testI18n(language, {
    en: { extensions: enExtensions },
    tr: { extensions: trExtensions },
  });
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/** CSV Recorder as the connected marketplace shows it when the app reports it revoked. */
const revokedCard = () =>
  mergeLocalStatus(
    sampleExtensions,
    new Map([
      [
        'csv-recorder',
        {
          id: 'csv-recorder',
          installed: true,
          enabled: false,
          version: '1.4.2',
          disabled_reason: 'revoked' as const,
          revoked: { reason: 'It uploads your recordings' },
        },
      ],
    ]),
  )[0]!;

afterEach(cleanup);

describe('an installed extension the operators revoked', () => {
  it('says "Revoked by the operators" with the reason, and its Enable button is disabled', async () => {
    await renderIn('en', <ExtensionActions extension={revokedCard()} actions={actions} />);
    expect(screen.getByRole('note').textContent).toBe(
      'CSV Recorder: Revoked by the operators: It uploads your recordings',
    );
    expect(
      (screen.getByRole('button', { name: /Enable\s*CSV Recorder/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // It can still be removed.
    expect(
      (screen.getByRole('button', { name: /Uninstall\s*CSV Recorder/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('says it in Turkish too', async () => {
    await renderIn('tr', <ExtensionActions extension={revokedCard()} actions={actions} />);
    expect(screen.getByRole('note').textContent).toBe(
      'CSV Recorder: Operatörler tarafından geri çekildi: It uploads your recordings',
    );
  });

  it('an enabled extension that is not revoked keeps its Disable button and shows no note', async () => {
    const card = mergeLocalStatus(
      sampleExtensions,
      new Map([
        ['csv-recorder', { id: 'csv-recorder', installed: true, enabled: true, version: '1.4.2' }],
      ]),
    )[0]!;
    await renderIn('en', <ExtensionActions extension={card} actions={actions} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(
      (screen.getByRole('button', { name: /Disable\s*CSV Recorder/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('one the catalogue no longer lists is named with its version and reason', async () => {
    await renderIn(
      'en',
      <RevokedInstalled
        extensions={[{ id: 'evil-plotter', version: '0.3.0', revoked: { reason: 'Malware' } }]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Revoked by the operators' });
    expect(section.textContent).toContain('evil-plotter 0.3.0');
    expect(screen.getByRole('note').textContent).toBe(
      'evil-plotter: Revoked by the operators: Malware',
    );
  });
});
