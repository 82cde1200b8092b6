import { flowNodeData } from '@chatdesk/contracts';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { resetApp } from '../../../test/harness';
import { openNodeDialog, submitted } from './node-dialog.fixture';

const click = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const removeButtons = (dialog: HTMLElement) => within(dialog).queryAllByRole('button', { name: /^Remover opção/ });

describe('menu node dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('needs a message and filled options; numbers them from 1 and removes only the last', async () => {
    const { dialog, onSubmit } = await openNodeDialog('menu');
    expect(within(dialog).getByText('Adicionar menu ao fluxo')).toBeTruthy();
    expect(within(dialog).getByLabelText('Opção 1')).toBeTruthy();
    expect(removeButtons(dialog)).toHaveLength(0);
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Campos de mensagem vazio!')).toBeTruthy();
    expect(within(dialog).getByText('Obrigatório')).toBeTruthy();

    click(dialog, 'Adicionar opção');
    click(dialog, 'Adicionar opção');
    expect(within(dialog).getByLabelText('Opção 3')).toBeTruthy();
    expect(removeButtons(dialog).map((button) => button.getAttribute('aria-label'))).toEqual(['Remover opção 3']);
    fireEvent.click(within(dialog).getByLabelText('Opção 3 termina aqui'));
    click(dialog, 'Remover opção 3');
    expect(within(dialog).queryByLabelText('Opção 3')).toBeNull();
    expect(removeButtons(dialog).map((button) => button.getAttribute('aria-label'))).toEqual(['Remover opção 2']);

    type(dialog, 'Mensagem', 'Escolha uma opção');
    type(dialog, 'Opção 1', 'Vendas');
    type(dialog, 'Opção 2', 'Suporte');
    fireEvent.click(within(dialog).getByLabelText('Opção 2 termina aqui'));
    click(dialog, 'Adicionar');
    // The removed option's "ends here" went with it.
    expect(flowNodeData.menu.parse(submitted(onSubmit))).toEqual({
      message: 'Escolha uma opção',
      arrayOption: [
        { number: 1, value: 'Vendas' },
        { number: 2, value: 'Suporte' },
      ],
      endHandles: ['option-2'],
    });
  });

  it('edit pre-fills the message, the options and their endings, and numbers new options after the last', async () => {
    const data = {
      message: 'Menu',
      arrayOption: [
        { number: 1, value: 'Sim' },
        { number: 2, value: 'Não' },
      ],
      endHandles: ['option-1'],
    };
    const { dialog, onSubmit } = await openNodeDialog('menu', { mode: 'edit', data });
    expect(within(dialog).getByText('Editar menu')).toBeTruthy();
    expect((within(dialog).getByLabelText('Opção 2') as HTMLInputElement).value).toBe('Não');
    expect((within(dialog).getByLabelText('Opção 1 termina aqui') as HTMLInputElement).checked).toBe(true);
    click(dialog, 'Adicionar opção');
    type(dialog, 'Opção 3', 'Talvez');
    click(dialog, 'Salvar');
    expect(submitted(onSubmit)).toEqual({
      ...data,
      arrayOption: [...data.arrayOption, { number: 3, value: 'Talvez' }],
    });
  });
});
