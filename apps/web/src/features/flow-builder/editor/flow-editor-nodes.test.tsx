import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../../test/harness';
import { nodeCard, openEditor, welcomeGraph } from './test/flow-editor-fixture';
import { dialogAnswers, lastDialogProps, resetDialogAnswers } from './test/mock-node-dialog';

vi.mock('../dialogs/flow-node-dialog', () => import('./test/mock-node-dialog'));

afterEach(() => {
  resetApp();
  resetDialogAnswers();
});

const edgeCount = () => document.querySelectorAll('.react-flow__edge').length;
const saveNow = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const dialAction = (name: string) => screen.getByRole('menuitem', { name });

describe('flow editor nodes', () => {
  it('adds a node from the speed dial through its dialog: right of the last node, 40 px apart, a new 30-character id', async () => {
    const { saved } = await openEditor();
    fireEvent.click(dialAction('Pergunta'));
    const dialog = await screen.findByRole('dialog', { name: 'question create' });
    // The flow's variables for the side list: the contact's fields and the questions' answer keys.
    expect(lastDialogProps?.variables).toEqual(['name', 'number', 'email', 'email_cliente']);
    expect(lastDialogProps?.takenVariables).toEqual(['email_cliente']);
    expect(lastDialogProps?.flowId).toBe(5);

    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    expect(await screen.findByText(/Qual seu CPF\?/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Não se esqueça de salvar seu fluxo!')).toBeTruthy();

    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    const added = saved()[0]?.nodes.at(-1);
    expect(added?.type).toBe('question');
    expect(added?.id).toMatch(/^[A-Za-z0-9]{30}$/);
    // The last node (ask1) is at x 580, 200 px wide: 580 + 200 + 40.
    expect(added?.position).toEqual({ x: 820, y: 260 });
    expect(added?.data).toEqual(dialogAnswers.question);
  });

  it('offers Inicio only while the flow has no start node, and adds it without a dialog', async () => {
    await openEditor({ graph: { nodes: [welcomeGraph.nodes[3] as never], connections: [] } });
    const start = dialAction('Inicio');
    expect(start.hasAttribute('disabled')).toBe(false);
    fireEvent.click(start);
    expect(await screen.findByText('O fluxo começa aqui')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialAction('Inicio').hasAttribute('disabled')).toBe(true);
  });

  it('opens the node dialog in edit mode on double-click; new data replaces the old and edges of removed options go', async () => {
    const { saved } = await openEditor();
    expect(edgeCount()).toBe(3);
    fireEvent.doubleClick(nodeCard('menu1'));
    const dialog = await screen.findByRole('dialog', { name: 'menu edit' });
    expect(lastDialogProps?.data).toEqual(welcomeGraph.nodes[1]?.data);

    dialogAnswers.menu = { message: 'Só vendas', arrayOption: [{ number: 1, value: 'Vendas' }] };
    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    expect(await within(nodeCard('menu1')).findByText('Só vendas')).toBeTruthy();
    expect(within(nodeCard('menu1')).queryByText('2. Suporte')).toBeNull();
    await waitFor(() => expect(edgeCount()).toBe(2));

    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.connections.map((edge) => edge.id)).toEqual(['e1', 'e2']);
  });

  it('lets a question keep its own answer key when it is edited', async () => {
    await openEditor();
    fireEvent.doubleClick(nodeCard('ask1'));
    await screen.findByRole('dialog', { name: 'question edit' });
    expect(lastDialogProps?.takenVariables).toEqual([]);
  });

  it('duplicates a node 240 px right of the rightmost node, at its height, with a new id and the same data', async () => {
    const { saved } = await openEditor();
    fireEvent.click(within(nodeCard('ticket1')).getByRole('button', { name: 'Duplicar' }));
    await waitFor(() => expect(screen.getAllByText('Fila: Comercial')).toHaveLength(2));
    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    const copy = saved()[0]?.nodes.at(-1);
    expect(copy?.id).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(copy?.position).toEqual({ x: 580 + 240, y: 40 });
    expect(copy?.data).toEqual({ queueId: 4, name: 'Comercial' });
  });

  it('deletes a node with its delete icon, and the edges touching it with it', async () => {
    const { saved } = await openEditor();
    fireEvent.click(within(nodeCard('menu1')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByTestId('flow-node-menu1')).toBeNull());
    expect(edgeCount()).toBe(0);
    saveNow();
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.nodes.map((node) => node.id)).toEqual(['start1', 'ticket1', 'ask1']);
    expect(saved()[0]?.connections).toEqual([]);
  });

  it.each(['Delete', 'Backspace'])('deletes the selected node with %s, and its edges', async (key) => {
    await openEditor();
    fireEvent.click(nodeCard('ask1'));
    await waitFor(() => expect(document.querySelector('.react-flow__node.selected')).not.toBeNull());
    act(() => {
      fireEvent.keyDown(document.body, { key, code: key });
    });
    await waitFor(() => expect(screen.queryByTestId('flow-node-ask1')).toBeNull());
    fireEvent.keyUp(document.body, { key, code: key });
    expect(edgeCount()).toBe(2);
  });
});
