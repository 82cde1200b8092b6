import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { mockApi, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { ticketFixture } from '../../../fixtures';
import { messageFixture } from '../../fixtures';
import { MessageMenu } from './message-menu';

describe('message menu', () => {
  const writeText = vi.fn(async (_text: string) => undefined);

  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    mockApi({});
    writeText.mockClear();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetApp();
  });

  const copy = async (message: ReturnType<typeof messageFixture>) => {
    renderWithApp(<MessageMenu message={message} ticket={ticketFixture({ status: 'open' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opções da mensagem' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    return writeText.mock.calls[0]?.[0];
  };

  it('copies a plain message as written', async () => {
    expect(await copy(messageFixture({ body: 'Pode *confirmar*?' }))).toBe('Pode *confirmar*?');
  });

  it('copies a location as the place and its map link, not the stored convention', async () => {
    const link = 'https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR';
    const location = messageFixture({
      mediaType: 'locationMessage',
      body: `|${link}|Avenida Paulista, 1000`,
      dataJson: JSON.stringify({ latitude: -23.5, longitude: -46.6, description: 'Avenida Paulista, 1000' }),
    });
    expect(await copy(location)).toBe(`Avenida Paulista, 1000\n${link}`);
  });
});
