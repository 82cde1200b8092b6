import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../../../test/harness';
import { ForwardModal } from './forward-modal';
import { InteractiveModal } from './interactive-modal';

describe('conversation modals', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    resetApp();
  });

  it('forward: a notice without messages, then one request per message 900 ms apart', async () => {
    const api = mockApi({
      'GET /api/contacts/list': () => json(200, [{ id: 70, name: 'Pedro', number: '5511977776666' }]),
      'POST /api/message/forward': () => json(200, {}),
    });
    const view = renderWithApp(
      <ForwardModal open messageIds={[]} onClose={() => undefined} onForwarded={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Encaminhar' }));
    expect(toastMessages()).toContain('Selecione ao menos uma mensagem para encaminhar.');
    view.unmount();

    const forwarded = vi.fn();
    renderWithApp(<ForwardModal open messageIds={[1, 2]} onClose={() => undefined} onForwarded={forwarded} />);
    const search = screen.getByRole('combobox', { name: 'Contato' });
    fireEvent.change(search, { target: { value: 'Pe' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('GET', '/api/contacts/list')).toHaveLength(0);
    fireEvent.change(search, { target: { value: 'Ped' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pedro - 5511977776666' }, { timeout: 3000 }));

    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(screen.getByRole('button', { name: 'Encaminhar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('POST /api/message/forward')).toEqual([{ messageId: 1, contactId: 70, signMessage: false }]);
    await act(() => vi.advanceTimersByTimeAsync(899));
    expect(api.calls('POST /api/message/forward')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls('POST /api/message/forward')).toEqual([
      { messageId: 1, contactId: 70, signMessage: false },
      { messageId: 2, contactId: 70, signMessage: false },
    ]);
    vi.useRealTimers();
    await waitFor(() => expect(forwarded).toHaveBeenCalled());
  });

  it("interactive: 'Id do ticket inválido', 'Por favor, selecione um título', then the list is posted", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = mockApi({ 'POST /api/messages/lista/42': () => json(200, {}) });
    const view = renderWithApp(<InteractiveModal open ticketId="x" onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(toastMessages()).toContain('Id do ticket inválido');
    view.unmount();

    renderWithApp(<InteractiveModal open ticketId={42} onClose={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Texto' }), { target: { value: 'Escolha' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Texto do botão' }), { target: { value: 'Ver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(alert).toHaveBeenCalledWith('Por favor, selecione um título');
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Menu' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Título da opção' }), { target: { value: 'Pizza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/messages/lista/42')).toEqual([
        {
          title: 'Menu',
          text: 'Escolha',
          buttonText: 'Ver',
          sections: [{ title: '', rows: [{ title: 'Pizza', description: '', rowId: '1-1' }] }],
        },
      ]),
    );
  });
});
