import type { Help } from '@chatdesk/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp } from '../../../test/harness';
import { HelpsPage } from './helps-page';

configure({ asyncUtilTimeout: 5000 });

const help = (overrides: Partial<Help>): Help => ({
  id: 1,
  title: 'Conectar o WhatsApp',
  description: 'Leia o QR code no celular',
  video: 'dQw4w9WgXcQ',
  createdAt: '2025-01-10T12:00:00.000Z',
  updatedAt: '2025-01-10T12:00:00.000Z',
  ...overrides,
});

describe('help videos (/helps)', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per video with its thumbnail, title and description', async () => {
    mockApi({
      'GET /api/helps/list': () =>
        json(200, [
          help({}),
          help({ id: 2, title: 'Filas', description: 'Crie filas', video: 'https://youtu.be/abcDEF12345' }),
        ]),
    });
    const { container } = renderWithApp(<HelpsPage />);
    await screen.findByText('Conectar o WhatsApp');
    expect(screen.getByText('Leia o QR code no celular')).toBeTruthy();
    expect(screen.getByText('Crie filas')).toBeTruthy();
    const thumbnails = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(thumbnails).toEqual([
      'https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
      'https://img.youtube.com/vi/abcDEF12345/mqdefault.jpg',
    ]);
  });

  it('opens the embedded player on click and closes it with Escape', async () => {
    mockApi({ 'GET /api/helps/list': () => json(200, [help({})]) });
    renderWithApp(<HelpsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Assistir: Conectar o WhatsApp' }));

    const dialog = await screen.findByRole('dialog', { name: 'Conectar o WhatsApp' });
    const player = within(dialog).getByTitle('Conectar o WhatsApp');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toContain('/embed/dQw4w9WgXcQ');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when there are no videos', async () => {
    mockApi({ 'GET /api/helps/list': () => json(200, []) });
    renderWithApp(<HelpsPage />);
    expect(await screen.findByText('Nenhum vídeo de ajuda disponível')).toBeTruthy();
  });
});
