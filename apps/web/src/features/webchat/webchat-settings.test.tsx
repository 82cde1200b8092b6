import type { WebchatSettingsAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../test/harness';
import { WebchatConnectionSettings } from './webchat-settings';

const settings = (overrides: Partial<WebchatSettingsAnswer> = {}): WebchatSettingsAnswer => ({
  connectionId: 9,
  widgetKey: 'k'.repeat(32),
  allowedOrigins: ['https://shop.example'],
  identitySecret: null,
  title: 'Fale conosco',
  color: '#2563eb',
  greeting: '',
  scriptPath: `/widget.js?connection=${'k'.repeat(32)}`,
  ...overrides,
});

describe('web chat connection settings', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin' });
  });
  afterEach(resetApp);

  it('shows the embed snippet, adds a valid origin, refuses a malformed one and saves', async () => {
    const api = mockApi({
      'GET /api/webchat/settings/9': () => json(200, settings()),
      'PUT /api/webchat/settings/9': (call) => json(200, settings(call.body as Partial<WebchatSettingsAnswer>)),
    });
    renderWithApp(<WebchatConnectionSettings connectionId={9} />);
    const snippet = await screen.findByTestId('webchat-snippet');
    expect((snippet as HTMLTextAreaElement).value).toBe(
      `<script src="${window.location.origin}/widget.js?connection=${'k'.repeat(32)}" async></script>`,
    );

    const origin = screen.getByRole('textbox', { name: 'Sites autorizados' });
    fireEvent.change(origin, { target: { value: 'shop.example/path' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByText('Informe uma origem como https://exemplo.com')).toBeTruthy();

    fireEvent.change(origin, { target: { value: 'HTTP://localhost:5500/' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    expect(screen.getByText('http://localhost:5500')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar chat do site' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/webchat/settings/9')).toEqual([
        {
          allowedOrigins: ['https://shop.example', 'http://localhost:5500'],
          title: 'Fale conosco',
          color: '#2563eb',
          greeting: '',
        },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Chat do site salvo.'));
  });

  it('generates an identity secret at once, and asks before replacing it', async () => {
    let secret: string | null = null;
    const api = mockApi({
      'GET /api/webchat/settings/9': () => json(200, settings({ identitySecret: secret })),
      'POST /api/webchat/settings/9/identity-secret': () => {
        secret = secret ? 'b'.repeat(64) : 'a'.repeat(64);
        return json(200, settings({ identitySecret: secret }));
      },
    });
    renderWithApp(<WebchatConnectionSettings connectionId={9} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar segredo' }));
    await waitFor(() =>
      expect((screen.getByTestId('webchat-identity-secret') as HTMLInputElement).value).toBe('a'.repeat(64)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo segredo' }));
    expect(await screen.findByText('O segredo atual deixará de funcionar. Continuar?')).toBeTruthy();
    expect(api.callsTo('POST', '/api/webchat/settings/9/identity-secret')).toHaveLength(1);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Gerar novo segredo') as Element,
    );
    await waitFor(() =>
      expect((screen.getByTestId('webchat-identity-secret') as HTMLInputElement).value).toBe('b'.repeat(64)),
    );
  });
});
