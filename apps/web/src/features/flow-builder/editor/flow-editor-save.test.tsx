import { flowGraphBody } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, resetApp, toastMessages } from '../../../test/harness';
import { isSavable, nodeCard, openEditor, welcomeGraph } from './test/flow-editor-fixture';

vi.mock('../dialogs/flow-node-dialog', () => import('./test/mock-node-dialog'));

afterEach(resetApp);

const hint = 'Não se esqueça de salvar seu fluxo!';
const saveNow = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const duplicateTicket = () => fireEvent.click(within(nodeCard('ticket1')).getByRole('button', { name: 'Duplicar' }));
/** Option 2 of the menu leads nowhere, so the question after it is unreachable. */
const openBranchGraph = { ...welcomeGraph, connections: welcomeGraph.connections.slice(0, 2) };

describe('flow editor save', () => {
  it('saves the graph with Salvar (idFlow, nodes, connections), says so and drops the unsaved hint', async () => {
    const { saved } = await openEditor();
    duplicateTicket();
    expect(await screen.findByText(hint)).toBeTruthy();
    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    const body = saved()[0];
    expect(body?.idFlow).toBe(5);
    expect(isSavable(body)).toBe(true);
    // What was loaded goes back as it came (with the schema's defaults filled in).
    expect(body?.nodes.slice(0, 4)).toEqual(flowGraphBody.parse(welcomeGraph).nodes);
    expect(body?.connections).toEqual(welcomeGraph.connections);
    await waitFor(() => expect(toastMessages()).toContain('Fluxo salvo com sucesso'));
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('marks errors and warnings on the canvas with their reasons and a summary, and does not save with errors', async () => {
    const { saved } = await openEditor({ graph: openBranchGraph });
    saveNow();
    const menu = nodeCard('menu1');
    await waitFor(() => expect(menu.dataset.severity).toBe('error'));
    expect(
      within(menu).getByText('A saída 2. Suporte não está conectada: conecte-a ou encerre o fluxo nela'),
    ).toBeTruthy();
    expect(nodeCard('ask1').dataset.severity).toBe('warning');
    expect(within(nodeCard('ask1')).getByText('Nó inalcançável a partir do Inicio')).toBeTruthy();
    expect(nodeCard('ticket1').dataset.severity).toBeUndefined();
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Problemas no fluxo: 1 erro(s), 1 aviso(s)')).toBeTruthy();
    expect(within(summary).getByText(/Menu: A saída 2. Suporte não está conectada/)).toBeTruthy();
    expect(toastMessages()).toContain('O fluxo tem erros: corrija os pontos marcados antes de salvar.');
    expect(saved()).toHaveLength(0);
  });

  it('follows the fixes once marks are shown, and saves a branch ended on purpose with its warnings', async () => {
    const { saved } = await openEditor({ graph: openBranchGraph });
    saveNow();
    await waitFor(() => expect(nodeCard('menu1').dataset.severity).toBe('error'));
    fireEvent.click(
      within(nodeCard('menu1')).getByRole('button', { name: '2. Suporte: Encerrar o fluxo nesta saída' }),
    );
    await waitFor(() => expect(nodeCard('menu1').dataset.severity).toBeUndefined());
    expect(within(nodeCard('menu1')).getByText('Fim')).toBeTruthy();
    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    const menu = saved()[0]?.nodes.find((node) => node.id === 'menu1');
    expect(menu?.data).toMatchObject({ endHandles: ['option-2'] });
    // Warnings are saved, and stay marked.
    expect(nodeCard('ask1').dataset.severity).toBe('warning');
  });

  it('asks for a start node', async () => {
    const { saved } = await openEditor({ graph: { nodes: welcomeGraph.nodes.slice(2), connections: [] } });
    saveNow();
    expect(await within(screen.getByRole('alert')).findByText('O fluxo precisa de um nó Inicio')).toBeTruthy();
    expect(saved()).toHaveLength(0);
  });

  it("marks the API's ERR_FLOW_INVALID issues on the canvas the same way", async () => {
    const refusal = {
      error: 'ERR_FLOW_INVALID',
      message: 'O fluxo tem erros',
      details: {
        issues: [
          { severity: 'error', code: 'duplicateVariable', nodeId: 'ask1', detail: 'email_cliente' },
          { severity: 'error', code: 'handleManyEdges', edgeId: 'e2', nodeId: 'menu1', handle: 'option-1' },
          { severity: 'error', code: 'notACode', nodeId: 'start1' },
        ],
      },
    };
    const { saved } = await openEditor({ save: () => json(400, refusal) });
    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    await waitFor(() => expect(nodeCard('ask1').dataset.severity).toBe('error'));
    expect(within(nodeCard('ask1')).getByText('A variável email_cliente já é usada por outra pergunta')).toBeTruthy();
    expect(within(nodeCard('menu1')).getByText('A saída 1. Vendas tem mais de uma conexão')).toBeTruthy();
    expect(document.querySelector('[data-id="e2"]')?.classList.contains('flow-edge-error')).toBe(true);
    expect(nodeCard('start1').dataset.severity).toBeUndefined();
    expect(toastMessages()).toContain('O fluxo tem erros: corrija os pontos marcados antes de salvar.');
    expect(toastMessages()).not.toContain('Fluxo salvo com sucesso');
  });

  it('asks before leaving with unsaved changes, and warns before the tab closes', async () => {
    const { router } = await openEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(screen.queryByText(hint)).toBeNull();
    expect(unload()).toBe(false);

    duplicateTicket();
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(unload()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Voltar para os fluxos' }));
    const ask = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/flowbuilder/5');

    fireEvent.click(screen.getByRole('link', { name: 'Voltar para os fluxos' }));
    const again = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Lista de fluxos')).toBeTruthy();
    expect(unload()).toBe(false);
  });

  it('leaves without asking once the changes are saved', async () => {
    const { router, saved } = await openEditor();
    duplicateTicket();
    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(hint)).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Voltar para os fluxos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flowbuilders'));
  });
});
