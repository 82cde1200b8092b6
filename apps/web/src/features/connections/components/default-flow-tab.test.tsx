import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { FakeFlowSelect } from '../../../test/fake-flow-select';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../test/harness';
import { connectionFixture } from '../fixtures';
import { ConnectionSlotsProvider } from '../lib/connection-slots';
import { ConnectionModal } from './connection-modal';

const settings = ({ search }: { search: URLSearchParams }) =>
  json(200, { key: search.get('column'), value: 'disabled' });
const flowSelect = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLSelectElement;

function renderModal(withFlowSelect = true) {
  renderWithApp(
    <ConnectionSlotsProvider slots={withFlowSelect ? { FlowSelect: FakeFlowSelect } : {}}>
      <ConnectionModal open connectionId={1} channel="whatsapp" onClose={() => undefined} />
    </ConnectionSlotsProvider>,
  );
}

describe("connection modal's default-flow tab", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('chooses the welcome and default flows by name, says what each does, and sends only what changed', async () => {
    const api = mockApi({
      'GET /api/whatsapp/1': () => json(200, connectionFixture({ flowIdWelcome: 2, flowIdNotPhrase: 2 })),
      'GET /api/queue': () => json(200, []),
      'GET /api/companySettingOne': settings,
      'PUT /api/whatsapp/1': () => json(200, connectionFixture()),
    });
    renderModal();
    fireEvent.click(await screen.findByRole('tab', { name: 'Fluxo padrão' }));
    expect(flowSelect('Fluxo de boas-vindas').value).toBe('2');
    expect(flowSelect('Fluxo de resposta padrão').value).toBe('2');
    expect(screen.getByText('Roda para um contato novo, na primeira mensagem dele nesta conexão.')).toBeTruthy();
    expect(
      screen.getByText(
        'Roda quando nenhuma campanha por frase, fluxo em andamento ou bot de fila respondeu à mensagem.',
      ),
    ).toBeTruthy();

    fireEvent.change(flowSelect('Fluxo de resposta padrão'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/whatsapp/1')).toHaveLength(1));
    const body = api.calls('PUT /api/whatsapp/1')[0] as Record<string, unknown>;
    expect(body.flowIdNotPhrase).toBe(5);
    // The welcome flow did not change: a stored id is not sent back (it may name a flow that is gone).
    expect(body).not.toHaveProperty('flowIdWelcome');
  });

  it('clears a flow with null', async () => {
    const api = mockApi({
      'GET /api/whatsapp/1': () => json(200, connectionFixture({ flowIdWelcome: 2 })),
      'GET /api/queue': () => json(200, []),
      'GET /api/companySettingOne': settings,
      'PUT /api/whatsapp/1': () => json(200, connectionFixture()),
    });
    renderModal();
    fireEvent.click(await screen.findByRole('tab', { name: 'Fluxo padrão' }));
    fireEvent.change(flowSelect('Fluxo de boas-vindas'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/whatsapp/1')).toHaveLength(1));
    const body = api.calls('PUT /api/whatsapp/1')[0] as Record<string, unknown>;
    expect(body.flowIdWelcome).toBeNull();
    expect(body).not.toHaveProperty('flowIdNotPhrase');
  });

  it('leaves the tab out when no flow select is handed in', async () => {
    mockApi({
      'GET /api/whatsapp/1': () => json(200, connectionFixture()),
      'GET /api/queue': () => json(200, []),
      'GET /api/companySettingOne': settings,
    });
    renderModal(false);
    await screen.findByRole('tab', { name: 'Geral' });
    expect(screen.queryByRole('tab', { name: 'Fluxo padrão' })).toBeNull();
  });
});
