import { announcementEvent } from '@chatdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../test/harness';
import { announcementFixture as announcement } from '../fixtures';

const listeners = new Map<string, (payload: unknown) => void>();
const socket = {
  on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
  off: (event: string) => listeners.delete(event),
};
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => socket }));
const { AnnouncementsPopover } = await import('./announcements-popover');

describe('announcements popover', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'user' });
  });
  afterEach(resetApp);

  it('shows the unread count, lists the active ones, opens one whole and marks it read', async () => {
    let unread = 2;
    const records = [
      announcement(1, { priority: 1, title: 'Atualização', text: 'Nova versão\nhoje', mediaPath: '/public/1/a.png' }),
      announcement(2, { title: 'Lido', read: true }),
      announcement(3, { title: 'Outro' }),
    ];
    const api = mockApi({
      'GET /api/announcements/unread': () => json(200, { count: unread }),
      'GET /api/announcements': () => json(200, { records, hasMore: false }),
      'POST /api/announcements/1/read': () => {
        unread = 1;
        return json(200, { ...records[0], read: true });
      },
    });
    renderWithApp(<AnnouncementsPopover />);
    const button = screen.getByRole('button', { name: 'Informativos' });
    await waitFor(() => expect(within(button).getByText('2')).toBeTruthy());
    expect(api.callsTo('GET', '/api/announcements')).toHaveLength(0);

    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Informativos' });
    expect(api.callsTo('GET', '/api/announcements')[0]?.search.get('inbox')).toBe('true');
    const first = await within(list).findByTestId('announcement-item-1');
    expect(within(first).getByRole('img', { name: 'Não lido' })).toBeTruthy();
    expect(within(first).getByText('Alta')).toBeTruthy();
    expect(within(within(list).getByTestId('announcement-item-2')).queryByRole('img', { name: 'Não lido' })).toBeNull();

    fireEvent.click(first);
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByRole('heading', { name: 'Atualização' })).toBeTruthy();
    expect(within(detail).getByText(/Nova versão/).textContent).toBe('Nova versão\nhoje');
    expect(detail.querySelector('img')?.getAttribute('src')).toBe('/public/1/a.png');
    await waitFor(() => expect(api.callsTo('POST', '/api/announcements/1/read')).toHaveLength(1));
    await waitFor(() => expect(within(button).getByText('1')).toBeTruthy());

    fireEvent.click(within(detail).getByRole('button', { name: 'Voltar' }));
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Informativos' })).getByTestId('announcement-item-2'),
    );
    await screen.findByTestId('announcement-detail');
    expect(api.callsTo('POST', '/api/announcements/2/read')).toHaveLength(0);
  });

  it('refetches the count on company-announcement', async () => {
    let unread = 0;
    const api = mockApi({ 'GET /api/announcements/unread': () => json(200, { count: unread }) });
    renderWithApp(<AnnouncementsPopover />);
    await waitFor(() => expect(api.callsTo('GET', '/api/announcements/unread')).toHaveLength(1));
    unread = 4;
    act(() => listeners.get(announcementEvent)?.({ action: 'create', record: announcement(8) }));
    const button = screen.getByRole('button', { name: 'Informativos' });
    await waitFor(() => expect(within(button).getByText('4')).toBeTruthy());
  });

  it('says when there is nothing to read', async () => {
    mockApi({
      'GET /api/announcements/unread': () => json(200, { count: 0 }),
      'GET /api/announcements': () => json(200, { records: [], hasMore: false }),
    });
    renderWithApp(<AnnouncementsPopover />);
    fireEvent.click(screen.getByRole('button', { name: 'Informativos' }));
    expect(await screen.findByText('Nenhum informativo')).toBeTruthy();
  });
});
