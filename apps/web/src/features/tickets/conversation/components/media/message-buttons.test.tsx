import type { MessageButton } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { toasts } from '../../../../../lib/toast';
import { renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { messageFixture, ticketFixture } from '../../fixtures';
import { MessageButtons } from './message-buttons';
import { MessageMedia } from './renderers';

const shown = () => toasts.getToasts().map(({ message, severity }) => ({ message, severity }));
const showButtons = (buttons: MessageButton[]) => renderWithApp(<MessageButtons buttons={buttons} />);
const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('buttons inside messages (spec 1 §4 interactive kinds, §8 toasts)', () => {
  const writeText = vi.fn(async () => undefined);
  const open = vi.fn();
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    writeText.mockClear();
    open.mockClear();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('open', open);
  });
  afterEach(() => resetApp());

  it('a copy-code button copies its code and says so', async () => {
    showButtons([{ name: 'cta_copy', display_text: 'Copiar cupom', copy_code: 'AZUL10' }]);
    click(/Copiar cupom/);
    await waitFor(() => expect(shown()).toEqual([{ message: 'Código copiado!', severity: 'success' }]));
    expect(writeText).toHaveBeenCalledWith('AZUL10');
  });

  it('a link button opens the link in a new tab; its copy button copies it', async () => {
    showButtons([{ name: 'cta_url', display_text: 'Rastrear', url: 'https://loja.example/r/1' }]);
    click(/Rastrear/);
    expect(open).toHaveBeenCalledWith('https://loja.example/r/1', '_blank', 'noopener,noreferrer');
    click(/^Copiar link$/);
    await waitFor(() => expect(shown()).toEqual([{ message: 'Link copiado!', severity: 'success' }]));
    expect(writeText).toHaveBeenCalledWith('https://loja.example/r/1');
  });

  it('a call button tells the attendant to use the phone', () => {
    showButtons([{ name: 'cta_call', display_text: 'Ligar', phone_number: '+551130000000' }]);
    click(/Ligar/);
    expect(shown()).toEqual([
      {
        message: 'Ligações não podem ser feitas pelo sistema: use o seu celular para ligar para +551130000000.',
        severity: 'info',
      },
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('a button without its link or code says there is nothing to open or copy', () => {
    showButtons([
      { name: 'cta_url', display_text: 'Site' },
      { name: 'cta_copy', display_text: 'Código' },
      { name: 'cta_url', display_text: 'Perigoso', url: 'javascript:alert(1)' },
    ]);
    click(/^Site$/);
    click(/^Código$/);
    fireEvent.click(screen.getAllByRole('button', { name: /^Copiar link$/ })[0] as HTMLElement);
    expect(shown()).toEqual([
      { message: 'Nenhum link para abrir.', severity: 'warning' },
      { message: 'Nenhum conteúdo para copiar.', severity: 'warning' },
    ]);
    click(/^Perigoso/);
    expect(open).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a quick reply is the contact’s to tap: shown, not actionable', () => {
    showButtons([{ name: 'quick_reply', display_text: 'Sim' }]);
    expect(screen.getByRole('button', { name: /Sim/ }).hasAttribute('disabled')).toBe(true);
  });

  it('a Pix request copies its key', async () => {
    const payment = {
      reference_id: 'R1',
      currency: 'BRL',
      total_amount: { value: 990, offset: 100 },
      order: { items: [{ name: 'Meia', quantity: 1 }] },
      payment_settings: [
        { type: 'pix_static_code', pix_static_code: { key: '12345678909', key_type: 'CPF', merchant_name: 'Loja' } },
      ],
    };
    const message = messageFixture({
      mediaType: 'interactiveMessage',
      body: '[PIX]R1|990|Meia',
      dataJson: JSON.stringify(payment),
    });
    renderWithApp(<MessageMedia message={message} ticket={ticketFixture()} />);
    click(/Copiar chave Pix/);
    await waitFor(() => expect(shown()).toEqual([{ message: 'Código copiado!', severity: 'success' }]));
    expect(writeText).toHaveBeenCalledWith('12345678909');
  });

  it('speaks the app’s language', () => {
    void i18n.changeLanguage('en');
    showButtons([{ name: 'cta_call', display_text: 'Call', phone_number: '+1555' }]);
    click(/Call/);
    expect(shown()[0]?.message).toBe('Calls cannot be placed from the system: use your phone to call +1555.');
  });
});
