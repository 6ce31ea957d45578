import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '../../../i18n/react';
import type { OrgDetail, OrgMember, OrgRole } from '@sinyal/contracts/orgs';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import enOrgs from '../../../i18n/locales/en/orgs.json';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser, type StubAnswer, type StubCall } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { OrgPage } from './org-page';

const at = '2026-05-06T07:08:09.000Z';

function orgAs(role: OrgRole): OrgDetail {
  return {
    slug: 'acme',
    name: 'Acme',
    role,
    created_at: at,
    require_2fa: false,
    seat: { assigned: false, active: false, reason: null },
    members: 2,
    seats: { quantity: 1, used: 1, ends_at: null },
  };
}

const member = (userId: number, username: string, role: OrgRole, seat = false): OrgMember => ({
  user_id: userId,
  username,
  email: `${username}@example.test`,
  role,
  joined_at: at,
  two_factor: false,
  seat_assigned: seat,
});

async function renderOrg(
  role: OrgRole,
  extra: (call: StubCall) => StubAnswer | undefined = () => undefined,
) {
  window.localStorage.setItem('token', 'session-token');
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    if (call.method === 'GET' && call.path === '/orgs/acme')
      return { status: 200, body: orgAs(role) };
    if (call.method === 'GET' && call.path.startsWith('/orgs/acme/members')) {
      const items = [
        member(testUser.id, testUser.username, role, true),
        member(8, 'grace', 'member'),
      ];
      return { status: 200, body: { items, total: 2, page: 1, page_size: 500 } };
    }
    if (call.method === 'GET' && call.path === '/orgs/acme/seats') {
      return {
        status: 200,
        body: {
          plan: 'enterprise',
          quantity: 1,
          used: 1,
          ends_at: null,
          assignments: [{ user_id: testUser.id, username: testUser.username, assigned_at: at }],
        },
      };
    }
    return extra(call);
  });
  const i18n = await testI18n(
    'en',
    { en: { orgs: enOrgs, forms: enForms, messages: enMessages } },
    'orgs',
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <OrgPage slug="acme" />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { name: 'Acme', level: 1 });
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an organization screen', () => {
  it('shows an owner every tab, and a member only the members without the admin buttons', async () => {
    await renderOrg('owner');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Members',
      'Invitations',
      'Seats',
      'Devices',
      'Security',
      'Audit',
    ]);
    expect(await screen.findByRole('button', { name: 'Remove grace' })).toBeDefined();
    cleanup();

    await renderOrg('member');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Members']);
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(list).queryByRole('combobox')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Leave' })).toBeDefined();
  });

  it('asks before removing a member, and removes only after the yes', async () => {
    const calls = await renderOrg('admin', (call) =>
      call.method === 'DELETE' && call.path === '/orgs/acme/members/8'
        ? { status: 200, body: { detail: 'The member was removed.' } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove grace' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove grace?' });
    const deletes = () => calls.filter((call) => call.method === 'DELETE');
    expect(deletes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes().map((call) => call.path)).toEqual(['/orgs/acme/members/8']);
  });

  it('says in the Seats tab that every seat is taken when the server answers 409 org_no_seat', async () => {
    await renderOrg('owner', (call) =>
      call.method === 'POST' && call.path === '/orgs/acme/seats'
        ? {
            status: 409,
            body: {
              code: 'org_no_seat',
              detail: 'Every Enterprise seat of the organization is assigned',
            },
          }
        : undefined,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Seats' }));
    expect(await screen.findByText('1 of 1')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Assign seat to grace' }));
    const full =
      'Every Enterprise seat of the organization is assigned: free one first, or buy more';
    expect((await screen.findByText(full)).getAttribute('role')).toBe('alert');
  });

  it('names the events of the audit log, who did them and to whom', async () => {
    await renderOrg('owner', (call) =>
      call.path === '/orgs/acme/audit'
        ? {
            status: 200,
            body: {
              items: [
                {
                  id: 1,
                  at,
                  actor_id: testUser.id,
                  actor_username: testUser.username,
                  action: 'seat.assigned',
                  target_type: 'user',
                  target_id: '8',
                  detail: null,
                },
              ],
            },
          }
        : undefined,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Audit' }));
    const log = await screen.findByRole('list', { name: 'Audit log' });
    expect(within(log).getByText('Seat assigned')).toBeDefined();
    expect(within(log).getByText('by ada · grace')).toBeDefined();
  });
});
