import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { noPermissionRedirectMs, PixCertificateTab } from './pix-certificate-tab';

configure({ asyncUtilTimeout: 5000 });

const none = { ref: 'efi', uploadedAt: null, validUntil: null };
const storedCertificate = {
  ref: 'efi',
  uploadedAt: '2026-11-20T13:00:00.000Z',
  validUntil: '2027-11-20T12:00:00.000Z',
};

const chooseFile = (name: string) =>
  fireEvent.change(screen.getByLabelText('Arquivo (.p12)'), {
    target: { files: [new File(['binary'], name, { type: 'application/x-pkcs12' })] },
  });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('Pix certificate tab', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  it("refuses a missing file, a missing destination and a file that is not .p12, with the spec's messages", async () => {
    signIn({ super: true, companyId: 1 });
    const api = mockApi({ 'GET /api/settings/certificates/efi': () => json(200, none) });
    renderWithApp(<PixCertificateTab />);
    expect(await screen.findByText('Nenhum certificado enviado')).toBeTruthy();

    send();
    expect(screen.getByRole('alert').textContent).toBe('Escolha um arquivo!');
    chooseFile('certificado.pem');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Use somente arquivos em formato p12!');
    chooseFile('certificado.p12');
    fireEvent.change(screen.getByLabelText('Destino'), { target: { value: '' } });
    send();
    expect(screen.getByRole('alert').textContent).toBe('Escolha um destino!');
    expect(api.callsTo('POST', '/api/settings/cert-upload')).toHaveLength(0);
    const options = Array.from((screen.getByLabelText('Destino') as HTMLSelectElement).options).map((o) => o.text);
    expect(options.filter(Boolean)).toEqual(['Efí (Pix)']);
  });

  it('uploads the .p12 for Efí, says so and shows the stored certificate again', async () => {
    signIn({ super: true, companyId: 1 });
    let status: object = none;
    const api = mockApi({
      'GET /api/settings/certificates/efi': () => json(200, status),
      'POST /api/settings/cert-upload': () => {
        status = storedCertificate;
        return json(200, { message: 'Arquivo Anexado', certificate: storedCertificate });
      },
    });
    renderWithApp(<PixCertificateTab />);
    await screen.findByText('Nenhum certificado enviado');
    chooseFile('efi-producao.p12');
    send();
    expect(await screen.findByText('20/11/2027')).toBeTruthy();
    const [call] = api.callsTo('POST', '/api/settings/cert-upload');
    expect(call?.search.get('ref')).toBe('efi');
    expect(((call as { body: FormData }).body.get('file') as File).name).toBe('efi-producao.p12');
    expect(toastMessages()).toContain('Arquivo enviado com sucesso!');
    expect(api.callsTo('GET', '/api/settings/certificates/efi')).toHaveLength(2);
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeTruthy();
  });

  it("sends a user who is not super to / after 500 ms with 'Sem permissão para acessar!'", async () => {
    signIn({ super: false });
    const api = mockApi({});
    vi.useFakeTimers();
    const router = renderRoutes(
      [
        { path: '/settings', element: <PixCertificateTab /> },
        { path: '/', element: <p>início</p> },
      ],
      '/settings',
    );
    expect(toastMessages()).toContain('Sem permissão para acessar!');
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    act(() => vi.advanceTimersByTime(noPermissionRedirectMs - 50));
    expect(router.state.location.pathname).toBe('/settings');
    act(() => vi.advanceTimersByTime(50));
    expect(router.state.location.pathname).toBe('/');
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('início')).toBeTruthy());
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
