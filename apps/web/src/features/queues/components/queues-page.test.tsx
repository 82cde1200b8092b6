import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { queueFixture } from '../fixtures';
import { QueuesPage } from './queues-page';

describe('queues page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin' });
  });
  afterEach(resetApp);

  it('lists ID, name, colour, order and greeting with the count, and deletes after confirmation', async () => {
    let queues = [
      queueFixture(),
      queueFixture({ id: 2, name: 'Suporte', color: '#00ff00', orderQueue: null, greetingMessage: '' }),
    ];
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'DELETE /api/queue/2': () => {
        queues = queues.slice(0, 1);
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<QueuesPage />);

    await screen.findByRole('heading', { name: 'Filas & Chatbot (2)' });
    const row = screen.getByTestId('queue-row-1');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Vendas', '#ff0000', '1', 'Olá!', '']);

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Suporte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir Suporte?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(api.callsTo('DELETE', '/api/queue/2')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Filas & Chatbot (1)' });
    expect(toastMessages()).toContain('Fila excluída com sucesso!');
  });
});
