import { companyEvent } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../test/harness';
import { connectionFixture } from '../fixtures';
import { useConnectionEvents } from '../lib/use-connection-events';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));

const { QrCodeModal } = await import('./qr-code-modal');
const socket = createFakeSocket();
fake.socket = socket;

/** The modal as the page mounts it, with the page's live updates. */
function Harness({ onClose }: { onClose: () => void }) {
  useConnectionEvents();
  return <QrCodeModal connectionId={2} onClose={onClose} />;
}

describe('QR code modal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    socket.reset();
    signIn();
  });
  afterEach(resetApp);

  it('shows the session QR, follows new codes and closes once the qrcode empties', async () => {
    mockApi({
      'GET /api/whatsapp/2': () =>
        json(200, connectionFixture({ id: 2, name: 'Suporte', status: 'qrcode', qrcode: '2@first' })),
    });
    const onClose = vi.fn();
    renderWithApp(<Harness onClose={onClose} />);

    const image = await screen.findByRole('img', { name: 'QR Code da conexão Suporte' });
    expect(image.getAttribute('data-qr-value')).toBe('2@first');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M/);

    socket.deliver(companyEvent(3, 'whatsappSession'), { action: 'update', session: { id: 2, qrcode: '2@second' } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR Code da conexão Suporte' }).getAttribute('data-qr-value')).toBe(
        '2@second',
      ),
    );
    // Another connection's session changes nothing here.
    socket.deliver(companyEvent(3, 'whatsappSession'), { action: 'update', session: { id: 5, qrcode: '' } });
    expect(onClose).not.toHaveBeenCalled();

    socket.deliver(companyEvent(3, 'whatsappSession'), {
      action: 'update',
      session: { id: 2, status: 'CONNECTED', qrcode: '' },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('waits for a code without closing while none was shown yet', async () => {
    mockApi({ 'GET /api/whatsapp/2': () => json(200, connectionFixture({ id: 2, status: 'OPENING', qrcode: '' })) });
    const onClose = vi.fn();
    renderWithApp(<Harness onClose={onClose} />);
    expect(await screen.findByText('Aguardando o QR Code...')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a pairing code with the phone number and shows it', async () => {
    const api = mockApi({
      'GET /api/whatsapp/2': () => json(200, connectionFixture({ id: 2, status: 'qrcode', qrcode: '2@first' })),
      'POST /api/whatsappsession/2/pairing-code': () => json(200, { code: 'ABCD-1234' }),
    });
    renderWithApp(<Harness onClose={() => {}} />);
    await screen.findByRole('img', { name: /^QR Code da conexão/ });

    const phone = screen.getByLabelText('Número do telefone');
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar código' }));
    expect(screen.getByText('Valor inválido')).toBeTruthy();
    expect(api.callsTo('POST', '/api/whatsappsession/2/pairing-code')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '+55 (11) 98765-0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar código' }));
    expect((await screen.findByRole('status', { name: /Digite este código/ })).textContent).toBe('ABCD-1234');
    expect(api.callsTo('POST', '/api/whatsappsession/2/pairing-code')[0]?.body).toEqual({
      phoneNumber: '+5511987650001',
    });
  });
});
