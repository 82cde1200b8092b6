import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetToasts, toastMessages } from '../../../test/harness';
import { WhiteLabelTab } from './white-label-tab';

configure({ asyncUtilTimeout: 5000 });

const settings = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: null }));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('white-label tab', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('saves the global section: download limit 32..2048 MB (default 64) and toggles', async () => {
    const api = mockApi({
      'GET /api/settings': () => json(200, settings({ userCreation: 'enabled', appName: 'Chatdesk' })),
      'PUT /api/settings/downloadLimit': () => json(200, { key: 'downloadLimit', value: '128' }),
    });
    const { queryClient } = renderWithApp(<WhiteLabelTab />);
    queryClient.setQueryData(['public-settings', 'appName'], 'Chatdesk');

    const limit = await screen.findByLabelText(/^Limite de download/);
    expect((limit as HTMLSelectElement).value).toBe('64');
    expect(
      within(limit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['32 MB', '64 MB', '128 MB', '256 MB', '512 MB', '1024 MB', '2048 MB']);
    fireEvent.change(limit, { target: { value: '128' } });
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/downloadLimit')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/downloadLimit')[0]?.body).toEqual({ value: '128' });
    await waitFor(() => expect(toastMessages()).toEqual(['Operação atualizada com sucesso.']));
    expect((limit as HTMLSelectElement).value).toBe('128');
    // Not a branding key: the shell's public settings stay as they are.
    expect(queryClient.getQueryState(['public-settings', 'appName'])?.isInvalidated).toBe(false);
  });

  it("applies branding without a rebuild: a saved app name invalidates ['public-settings']", async () => {
    const api = mockApi({
      'GET /api/settings': () => json(200, settings({ appName: 'Chatdesk', primaryColorLight: '#0000FF' })),
      'PUT /api/settings/appName': () => json(200, { key: 'appName', value: 'Atende+' }),
    });
    const { queryClient } = renderWithApp(<WhiteLabelTab />);
    queryClient.setQueryData(['public-settings', 'appName'], 'Chatdesk');

    const appName = (await screen.findByLabelText(/^Nome do sistema/)) as HTMLInputElement;
    expect(field(/^Cor primária \(modo claro\)/).value).toBe('#0000ff');
    fireEvent.blur(appName);
    expect(api.callsTo('PUT', '/api/settings/appName')).toHaveLength(0);
    fireEvent.change(appName, { target: { value: 'Atende+' } });
    fireEvent.keyDown(appName, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/appName')).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryState(['public-settings', 'appName'])?.isInvalidated).toBe(true));
  });

  it('uploads a logo through the white-label endpoint and previews it', async () => {
    const url = '/public/1/0123456789abcdef0123456789abcdef.png';
    const api = mockApi({
      'GET /api/settings': () => json(200, settings({ appLogoDark: '' })),
      'POST /api/settings-whitelabel/logo': () => json(200, { key: 'appLogoDark', name: 'logo.png', url }),
    });
    renderWithApp(<WhiteLabelTab />);
    const input = await screen.findByLabelText('Enviar arquivo: Logo (modo escuro)');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(api.callsTo('POST', '/api/settings-whitelabel/logo')).toHaveLength(1));
    const form = api.callsTo('POST', '/api/settings-whitelabel/logo')[0]?.body as FormData;
    expect(form.get('mode')).toBe('Dark');
    expect(form.get('typeArch')).toBe('logo');
    expect((form.get('file') as File).name).toBe('logo.png');
    expect((await screen.findByAltText('Logo (modo escuro)')).getAttribute('src')).toBe(url);
  });
});
