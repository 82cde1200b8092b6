import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { campaignCompany } from '../fixtures';
import { CampaignSettingsPage } from './campaign-settings-page';

const saved = [
  { key: 'messageInterval', value: 20 },
  { key: 'longerIntervalAfter', value: 20 },
  { key: 'greaterInterval', value: 60 },
  { key: 'variables', value: [{ key: 'cupom', value: 'BLACK10' }] },
  { key: 'sabado', value: false },
  { key: 'domingo', value: false },
  { key: 'startHour', value: '09:00' },
  { key: 'endHour', value: '18:00' },
];

describe('campaign settings page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin', company: campaignCompany() });
  });
  afterEach(resetApp);

  it("offers the spec's interval choices and labels, shows the company's time zone and saves", async () => {
    const api = mockApi({
      'GET /api/campaign-settings': () => json(200, saved),
      'POST /api/campaign-settings': (call) =>
        json(
          200,
          Object.entries((call.body as { settings: object }).settings).map(([key, value]) => ({ key, value })),
        ),
    });
    renderWithApp(<CampaignSettingsPage />, '/campaigns-config');
    const interval = await screen.findByRole('combobox', { name: 'Intervalo randômico de disparo' });
    expect(screen.getByTestId('campaign-settings-time-zone').textContent).toBe(
      'Horários no fuso da empresa: America/Sao_Paulo',
    );
    fireEvent.mouseDown(interval);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sem intervalo',
      '5 segundos',
      '10 segundos',
      '15 segundos',
      '20 segundos',
      '30 segundos',
      '40 segundos',
      '60 segundos',
      '80 segundos',
      '100 segundos',
      '120 segundos',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '60 segundos' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar aos sábados' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Hora de término' }), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar variável' }));
    const keys = screen.getAllByRole('textbox', { name: 'Chave' });
    fireEvent.change(keys[1] as HTMLElement, { target: { value: 'nome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/sem repetir nem usar nome, numero ou email/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/campaign-settings')).toHaveLength(0);
    fireEvent.change(keys[1] as HTMLElement, { target: { value: 'loja' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Valor' })[1] as HTMLElement, {
      target: { value: 'Centro' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastMessages()).toContain('Configurações salvas'));
    expect(api.calls('POST /api/campaign-settings')[0]).toEqual({
      settings: {
        messageInterval: 70,
        longerIntervalAfter: 20,
        greaterInterval: 60,
        variables: [
          { key: 'cupom', value: 'BLACK10' },
          { key: 'loja', value: 'Centro' },
        ],
        sabado: true,
        domingo: false,
        startHour: '09:00',
        endHour: '20:00',
      },
    });
  });
});
