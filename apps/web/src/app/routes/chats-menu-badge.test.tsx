import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../features/shell';
import { i18n } from '../../i18n';
import { allPlanFeatures } from '../../test/fixtures';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../test/harness';

vi.mock('../../lib/socket-provider', () => ({ useSocket: () => null }));
const { useShellMenuBadges } = await import('./connection-routes');

const company = { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: allPlanFeatures };

function renderShell(unreadChats: number) {
  mockApi({
    'GET /api/version': () => json(200, { version: '3.6.0' }),
    'GET /api/chats': () => json(200, { records: [], hasMore: false, unreadChats }),
  });
  renderRoutes(
    [
      {
        element: <AppShell isImplemented={(route) => route === '/chats'} useMenuBadges={useShellMenuBadges} />,
        children: [{ path: '/', element: <p>início</p> }],
      },
    ],
    '/',
  );
}

/** The dot on the internal chat entry (MUI hides it with the 'invisible' class). */
const chatsBadge = () =>
  screen.getByRole('link', { name: 'Chat Interno' }).querySelector('.MuiBadge-badge') as HTMLElement;

describe('internal chat menu dot', { timeout: 20_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it('shows the dot on the menu entry while a chat holds unread messages', async () => {
    signIn({ company });
    renderShell(2);
    await waitFor(() => expect(chatsBadge().className).not.toMatch(/invisible/));
  });

  it('keeps it off when every chat is read', async () => {
    signIn({ company });
    renderShell(0);
    await screen.findByRole('button', { name: 'Chat interno' });
    expect(chatsBadge().className).toMatch(/invisible/);
  });
});
