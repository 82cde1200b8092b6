import { flowNodeData } from '@chatdesk/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import { resetApp, toastMessages } from '../../../../test/harness';
import type { FlowUploadOptions, FlowUploadRequest } from '../api/upload-flow-file';

const upload = vi.hoisted(() => vi.fn<(request: FlowUploadRequest, options?: FlowUploadOptions) => Promise<unknown>>());
vi.mock('../api/upload-flow-file', () => ({ uploadFlowFile: upload }));
vi.mock('../lib/compress-image', () => ({ compressImage: async (file: File) => file }));
const { openNodeDialog, submitted } = await import('../node-dialog.fixture');

const click = (scope: HTMLElement, name: string) => fireEvent.click(within(scope).getByRole('button', { name }));
const cardOf = (dialog: HTMLElement, id: string) => within(dialog).getByTestId(`content-card-${id}`);
const addCard = (dialog: HTMLElement, label: string) =>
  fireEvent.click(
    within(within(dialog).getByRole('group', { name: 'Adicionar' })).getByRole('button', { name: label }),
  );
const cardIds = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId(/^content-card-[a-z]+\d+$/)
    .map((element) => element.dataset.testid?.replace('content-card-', ''));

describe('content node dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    upload.mockReset();
  });
  afterEach(resetApp);

  it('refuses empty texts, intervals of 0 or over 120, and empty media cards, with the spec texts', async () => {
    const { dialog, onSubmit } = await openNodeDialog('singleBlock');
    expect(within(dialog).getByText('Adicionar menu ao fluxo')).toBeTruthy();
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Campos de mensagem vazio!')).toBeTruthy();

    addCard(dialog, 'Texto');
    addCard(dialog, 'Intervalo');
    addCard(dialog, 'Imagem');
    click(dialog, 'Adicionar');
    expect(await within(dialog).findAllByText('Campos de mensagem vazio!')).toHaveLength(2);

    fireEvent.change(within(cardOf(dialog, 'message1')).getByLabelText('Texto'), { target: { value: 'Oi' } });
    fireEvent.change(within(cardOf(dialog, 'interval1')).getByLabelText('Tempo em segundos'), {
      target: { value: '0' },
    });
    click(dialog, 'Adicionar');
    expect(await within(dialog).findAllByText('Intervalo não pode ser 0 ou maior que 120!')).toHaveLength(2);
    fireEvent.change(within(cardOf(dialog, 'interval1')).getByLabelText('Tempo em segundos'), {
      target: { value: '121' },
    });
    click(dialog, 'Adicionar');
    expect(await within(dialog).findAllByText('Intervalo não pode ser 0 ou maior que 120!')).toHaveLength(2);
    fireEvent.change(within(cardOf(dialog, 'interval1')).getByLabelText('Tempo em segundos'), {
      target: { value: '3' },
    });
    click(dialog, 'Adicionar');
    expect(await within(dialog).findAllByText('Delete os cards vazios(Imagem, Audio e Video)')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    click(cardOf(dialog, 'img1'), 'Remover: Imagem 3');
    click(dialog, 'Adicionar');
    expect(flowNodeData.singleBlock.parse(submitted(onSubmit))).toEqual({
      seq: ['message1', 'interval1'],
      elements: [
        { number: 'message1', type: 'message', value: 'Oi', original: '', record: false },
        { number: 'interval1', type: 'interval', value: '3', original: '', record: false },
      ],
    });
  });

  it('inserts a variable at the cursor of the text being written', async () => {
    const { dialog } = await openNodeDialog('singleBlock', { variables: ['nome', 'cidade'] });
    addCard(dialog, 'Texto');
    const text = within(cardOf(dialog, 'message1')).getByLabelText('Texto') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Olá , tudo bem?' } });
    text.setSelectionRange(4, 4);
    fireEvent.focus(text);
    fireEvent.click(within(dialog).getByText('{{nome}}'));
    expect(text.value).toBe('Olá {{nome}}, tudo bem?');
  });

  it('orders the cards, uploads the media cards with the progress view, then answers seq and elements in that order', async () => {
    let progress: ((sent: number) => void) | undefined;
    let finish: (answer: unknown) => void = () => undefined;
    upload.mockImplementationOnce((_request, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    upload.mockResolvedValueOnce({ name: 'img.png', url: '/public/1/img.png', mediaType: 'image' });
    const { dialog, onSubmit } = await openNodeDialog('singleBlock');
    addCard(dialog, 'Texto');
    addCard(dialog, 'Imagem');
    addCard(dialog, 'Audio');
    fireEvent.change(within(cardOf(dialog, 'message1')).getByLabelText('Texto'), { target: { value: 'Veja' } });
    const image = new File(['x'.repeat(300)], 'foto.png', { type: 'image/png' });
    const audio = new File(['x'.repeat(100)], 'voz.opus', { type: 'audio/opus' });
    fireEvent.change(within(dialog).getByTestId('content-card-img1-file'), { target: { files: [image] } });
    fireEvent.change(within(dialog).getByTestId('content-card-audio1-file'), { target: { files: [audio] } });
    fireEvent.click(within(cardOf(dialog, 'audio1')).getByLabelText('Enviar como audio gravado na hora'));

    click(cardOf(dialog, 'audio1'), 'Mover para cima: Audio 3');
    click(cardOf(dialog, 'audio1'), 'Mover para cima: Audio 2');
    expect(cardIds(dialog)).toEqual(['audio1', 'message1', 'img1']);
    expect(
      (within(cardOf(dialog, 'audio1')).getByRole('button', { name: 'Mover para cima: Audio 1' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Subindo os arquivos e criando o conteúdo...')).toBeTruthy();
    // The audio card goes first (100 of 400 bytes): half of it sent is 13% of the whole.
    progress?.(50);
    expect(await within(dialog).findByText('13%')).toBeTruthy();
    finish({ name: 'aud.ogg', url: '/public/1/aud.ogg', mediaType: 'audio' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(upload.mock.calls.map(([request]) => [request.route, request.file.name])).toEqual([
      ['/flowbuilder/content', 'voz.opus'],
      ['/flowbuilder/content', 'foto.png'],
    ]);
    expect(flowNodeData.singleBlock.parse(submitted(onSubmit))).toEqual({
      seq: ['audio1', 'message1', 'img1'],
      elements: [
        { number: 'audio1', type: 'audio', value: 'aud.ogg', original: 'voz.opus', record: true },
        { number: 'message1', type: 'message', value: 'Veja', original: '', record: false },
        { number: 'img1', type: 'img', value: 'img.png', original: 'foto.png', record: false },
      ],
    });
    expect(toastMessages()).toContain('Conteúdo adicionada com sucesso!');
  });

  it('edit: pre-fills the cards in order, keeps stored files, and saves with Salvar', async () => {
    const data = flowNodeData.singleBlock.parse({
      seq: ['video1', 'message2'],
      elements: [
        { number: 'message2', type: 'message', value: 'Tchau' },
        { number: 'video1', type: 'video', value: 'v.mp4', original: 'demo.mp4' },
      ],
    });
    const { dialog, onSubmit } = await openNodeDialog('singleBlock', { mode: 'edit', data });
    expect(within(dialog).getByText('Editar conteúdo')).toBeTruthy();
    expect(cardIds(dialog)).toEqual(['video1', 'message2']);
    expect(within(dialog).getByTestId('content-card-video1-name').textContent).toBe('demo.mp4');
    addCard(dialog, 'Texto');
    fireEvent.change(within(cardOf(dialog, 'message3')).getByLabelText('Texto'), { target: { value: 'Novo' } });
    click(dialog, 'Salvar');
    expect(upload).not.toHaveBeenCalled();
    const saved = flowNodeData.singleBlock.parse(submitted(onSubmit));
    expect(saved.seq).toEqual(['video1', 'message2', 'message3']);
    expect(saved.elements[0]).toEqual({
      number: 'video1',
      type: 'video',
      value: 'v.mp4',
      original: 'demo.mp4',
      record: false,
    });
  });
});
