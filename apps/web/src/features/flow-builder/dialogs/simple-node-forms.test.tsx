import { flowNodeData } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp } from '../../../test/harness';
import { chooseOption } from '../../../test/interactions';
import { windowWidth } from '../../../test/window-width';
import { FlowNodeDialog, hasFlowNodeDialog } from '.';
import { openNodeDialog, submitted } from './node-dialog.fixture';

const save = (dialog: HTMLElement, name = 'Adicionar') => fireEvent.click(within(dialog).getByRole('button', { name }));
const type = (dialog: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
/** Types `value` in `label`, saves, and finds the refusal `text`. */
async function refuses(dialog: HTMLElement, label: string, value: string, text: string) {
  type(dialog, label, value);
  save(dialog);
  expect(await within(dialog).findByText(text)).toBeTruthy();
}

describe('flow node dialogs', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('has no dialog for the start node (the editor adds it directly)', () => {
    expect(hasFlowNodeDialog('start')).toBe(false);
    expect(hasFlowNodeDialog('singleBlock')).toBe(true);
    renderWithApp(
      <FlowNodeDialog
        open
        type="start"
        mode="create"
        flowId={1}
        variables={[]}
        onSubmit={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is full screen on a phone and a floating dialog from tablets up', async () => {
    windowWidth(390);
    const phone = await openNodeDialog('message');
    expect(phone.dialog.closest('.MuiDialog-paperFullScreen')).not.toBeNull();
    phone.view.unmount();
    windowWidth(1024);
    const desktop = await openNodeDialog('message');
    expect(desktop.dialog.closest('.MuiDialog-paperFullScreen')).toBeNull();
  });

  it('message: asks for the text, then answers it; edit pre-fills and saves with Salvar', async () => {
    const created = await openNodeDialog('message');
    expect(within(created.dialog).getByText('Adicionar mensagem ao fluxo')).toBeTruthy();
    save(created.dialog);
    expect(await within(created.dialog).findByText('Campos de mensagem vazio!')).toBeTruthy();
    type(created.dialog, 'Mensagem', 'Olá {{nome}}!');
    save(created.dialog);
    expect(flowNodeData.message.parse(submitted(created.onSubmit))).toEqual({ label: 'Olá {{nome}}!' });
    created.view.unmount();

    const edited = await openNodeDialog('message', { mode: 'edit', data: { label: 'Bom dia' } });
    expect(within(edited.dialog).getByText('Editar mensagem')).toBeTruthy();
    expect((within(edited.dialog).getByLabelText('Mensagem') as HTMLTextAreaElement).value).toBe('Bom dia');
    save(edited.dialog, 'Salvar');
    expect(submitted(edited.onSubmit)).toEqual({ label: 'Bom dia' });
  });

  it('interval: 1 to 120 seconds with the spec texts', async () => {
    const { dialog, onSubmit } = await openNodeDialog('interval');
    save(dialog);
    expect(await within(dialog).findByText('Adicione o valor de intervalo')).toBeTruthy();
    await refuses(dialog, 'Tempo em segundos', '0', 'Adicione o valor de intervalo');
    await refuses(dialog, 'Tempo em segundos', '121', 'Máximo de tempo atingido 120 segundos');
    expect(onSubmit).not.toHaveBeenCalled();
    type(dialog, 'Tempo em segundos', '120');
    save(dialog);
    expect(flowNodeData.interval.parse(submitted(onSubmit))).toEqual({ sec: 120 });
  });

  it('interval: edit pre-fills the seconds and keeps the label', async () => {
    const { dialog, onSubmit } = await openNodeDialog('interval', { mode: 'edit', data: { sec: 15, label: 'Espera' } });
    expect((within(dialog).getByLabelText('Tempo em segundos') as HTMLInputElement).value).toBe('15');
    save(dialog, 'Salvar');
    expect(submitted(onSubmit)).toEqual({ sec: 15, label: 'Espera' });
  });

  it('condition: a flow variable or a typed one, a translated operator, and branches that end on purpose', async () => {
    const { dialog, onSubmit } = await openNodeDialog('condition', { variables: ['cidade', 'nome'] });
    save(dialog);
    expect(await within(dialog).findByText('Obrigatório')).toBeTruthy();
    const variable = within(dialog).getByRole('combobox', { name: 'Variável' });
    fireEvent.change(variable, { target: { value: 'cid' } });
    fireEvent.click(await screen.findByRole('option', { name: 'cidade' }));
    await chooseOption(dialog, 'Condição', 'Contém');
    type(dialog, 'Valor', 'Paulo');
    fireEvent.click(within(dialog).getByLabelText('Se falso, termina aqui'));
    save(dialog);
    expect(flowNodeData.condition.parse(submitted(onSubmit))).toEqual({
      key: 'cidade',
      condition: 'contains',
      value: 'Paulo',
      endHandles: ['false'],
    });
  });

  it('condition: "is empty" compares nothing, so the value is hidden and stored empty; edit pre-fills', async () => {
    const data = { key: 'email', condition: 'equals' as const, value: 'x@y.z', endHandles: ['true'] };
    const { dialog, onSubmit } = await openNodeDialog('condition', { mode: 'edit', data });
    expect((within(dialog).getByRole('combobox', { name: 'Variável' }) as HTMLInputElement).value).toBe('email');
    expect((within(dialog).getByLabelText('Valor') as HTMLInputElement).value).toBe('x@y.z');
    await chooseOption(dialog, 'Condição', 'Está vazio');
    expect(within(dialog).queryByLabelText('Valor')).toBeNull();
    save(dialog, 'Salvar');
    expect(submitted(onSubmit)).toEqual({ key: 'email', condition: 'isEmpty', value: '', endHandles: ['true'] });
  });

  it('randomizer: a slider in steps of 10 showing both shares', async () => {
    const { dialog, onSubmit } = await openNodeDialog('randomizer');
    expect(within(dialog).getByTestId('randomizer-split').textContent).toBe('50% / 50%');
    const slider = within(dialog).getByRole('slider', { name: 'Porcentagem' });
    expect(slider.getAttribute('step')).toBe('10');
    fireEvent.change(slider, { target: { value: 70 } });
    expect(within(dialog).getByTestId('randomizer-split').textContent).toBe('70% / 30%');
    fireEvent.click(within(dialog).getByLabelText('Caminho B termina aqui'));
    save(dialog);
    expect(flowNodeData.randomizer.parse(submitted(onSubmit))).toEqual({ percent: 70, endHandles: ['b'] });
  });

  it('ticket: asks for a queue, answers its id and name; edit pre-fills it', async () => {
    mockApi({
      'GET /api/queue': () =>
        json(200, [
          { id: 3, name: 'Suporte', color: '#000' },
          { id: 4, name: 'Vendas' },
        ]),
    });
    const created = await openNodeDialog('ticket');
    save(created.dialog);
    expect(await within(created.dialog).findByText('Adicione uma fila')).toBeTruthy();
    await waitFor(() =>
      expect(within(created.dialog).getByRole('combobox', { name: /Fila/ }).getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.mouseDown(within(created.dialog).getByRole('combobox', { name: /Fila/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vendas' }));
    save(created.dialog);
    expect(flowNodeData.ticket.parse(submitted(created.onSubmit))).toEqual({ queueId: 4, name: 'Vendas' });
    created.view.unmount();

    const edited = await openNodeDialog('ticket', { mode: 'edit', data: { queueId: 3, name: 'Suporte' } });
    await waitFor(() =>
      expect(within(edited.dialog).getByRole('combobox', { name: /Fila/ }).textContent).toBe('Suporte'),
    );
    save(edited.dialog, 'Salvar');
    expect(submitted(edited.onSubmit)).toEqual({ queueId: 3, name: 'Suporte' });
  });

  it('question: message and a variable unique in the flow, letters, digits and _ only; save to contact', async () => {
    const { dialog, onSubmit } = await openNodeDialog('question', { takenVariables: ['Cidade'] });
    save(dialog);
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(2);
    type(dialog, 'Mensagem', 'Qual a sua cidade?');
    await refuses(dialog, 'Nome da variável', 'minha cidade', 'Use apenas letras, números e _');
    await refuses(dialog, 'Nome da variável', 'cidade', 'Já existe uma pergunta com esta variável');
    expect(onSubmit).not.toHaveBeenCalled();
    type(dialog, 'Nome da variável', 'cidade_entrega');
    expect(
      within(dialog).getByText('Letras, números e _; disponível como {{cidade_entrega}} nos próximos blocos'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Salvar a resposta nas informações do contato'));
    save(dialog);
    expect(flowNodeData.question.parse(submitted(onSubmit))).toEqual({
      typebotIntegration: { message: 'Qual a sua cidade?', answerKey: 'cidade_entrega', saveToContact: true },
    });
  });

  it('question: edit pre-fills and keeps its own variable', async () => {
    const data = { typebotIntegration: { message: 'Seu e-mail?', answerKey: 'email_cliente', saveToContact: true } };
    const { dialog, onSubmit } = await openNodeDialog('question', { mode: 'edit', data, takenVariables: ['cidade'] });
    expect((within(dialog).getByLabelText('Nome da variável') as HTMLInputElement).value).toBe('email_cliente');
    expect(
      (within(dialog).getByLabelText('Salvar a resposta nas informações do contato') as HTMLInputElement).checked,
    ).toBe(true);
    save(dialog, 'Salvar');
    expect(submitted(onSubmit)).toEqual(data);
  });

  it('speaks the chosen language', async () => {
    await i18n.changeLanguage('en');
    const { dialog } = await openNodeDialog('interval');
    save(dialog, 'Add');
    expect(await within(dialog).findByText('Add the interval value')).toBeTruthy();
  });

  it('cancel closes without answering, and the next opening starts again from the node', async () => {
    const props = { type: 'message' as const, mode: 'edit' as const, flowId: 1, variables: [], data: { label: 'Oi' } };
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const view = renderWithApp(<FlowNodeDialog open {...props} onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    type(dialog, 'Mensagem', 'rascunho');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    view.rerender(<FlowNodeDialog open={false} {...props} onSubmit={onSubmit} onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.rerender(<FlowNodeDialog open {...props} onSubmit={onSubmit} onClose={onClose} />);
    expect((within(await screen.findByRole('dialog')).getByLabelText('Mensagem') as HTMLTextAreaElement).value).toBe(
      'Oi',
    );
  });
});
