import { flowLimits, flowNodeData } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { resetApp, toastMessages } from '../../../test/harness';
import type { FlowUploadOptions, FlowUploadRequest } from './api/upload-flow-file';

const upload = vi.hoisted(() => vi.fn<(request: FlowUploadRequest, options?: FlowUploadOptions) => Promise<unknown>>());
const compress = vi.hoisted(() => vi.fn<(file: File) => Promise<File>>());
vi.mock('./api/upload-flow-file', () => ({ uploadFlowFile: upload }));
vi.mock('./lib/compress-image', () => ({ compressImage: compress }));
const { openNodeDialog, submitted } = await import('./node-dialog.fixture');

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const pick = (dialog: HTMLElement, kind: string, file: File) =>
  fireEvent.change(within(dialog).getByTestId(`${kind}-node-file`), { target: { files: [file] } });
const click = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

/** An upload the test finishes by hand, after reporting progress. */
function pendingUpload() {
  let finish: (answer: unknown) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  let progress: ((sent: number) => void) | undefined;
  let signal: AbortSignal | undefined;
  upload.mockImplementationOnce(
    (_request, options) =>
      new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
        progress = options?.onProgress;
        signal = options?.signal;
      }),
  );
  return {
    finish: (a: unknown) => finish(a),
    fail: (e: unknown) => fail(e),
    progress: (n: number) => progress?.(n),
    aborted: () => signal?.aborted,
  };
}

describe('image, audio and video node dialogs', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    upload.mockReset();
    compress.mockReset();
  });
  afterEach(resetApp);

  it('image: refuses a file over 2 MB or of another type at once, compresses the picture, shows the progress, then answers the stored name', async () => {
    const { dialog, onSubmit } = await openNodeDialog('img');
    expect(within(dialog).getByText('Adicionar imagem ao fluxo')).toBeTruthy();
    pick(dialog, 'img', fileOf('grande.png', 'image/png', flowLimits.imageMaxBytes + 1));
    expect(within(dialog).getByText('Arquivo é muito grande! 2MB máximo')).toBeTruthy();
    pick(dialog, 'img', fileOf('doc.pdf', 'application/pdf', 100));
    expect(within(dialog).getByText('Tipo de arquivo não permitido')).toBeTruthy();
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Obrigatório')).toBeTruthy();

    const original = fileOf('foto.png', 'image/png', 1_000_000);
    const compressed = fileOf('foto.jpg', 'image/jpeg', 400_000);
    compress.mockResolvedValue(compressed);
    const sending = pendingUpload();
    pick(dialog, 'img', original);
    expect(within(dialog).getByTestId('img-node-name').textContent).toBe('foto.png');
    click(dialog, 'Adicionar');
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(compress).toHaveBeenCalledWith(original);
    expect(upload.mock.calls[0]?.[0]).toEqual({ route: '/flowbuilder/img', file: compressed });
    sending.progress(100_000);
    expect(await within(dialog).findByText('Enviando… 25%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Enviando… 25%' }).getAttribute('aria-valuenow')).toBe('25');
    sending.finish({ name: 'a1b2.jpg', url: '/public/1/a1b2.jpg', mediaType: 'image' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(flowNodeData.img.parse(submitted(onSubmit))).toEqual({ url: 'a1b2.jpg' });
    expect(toastMessages()).toContain('Imagem adicionada com sucesso!');
  });

  it('image: a picture the browser cannot compress shows the alert "erro" and sends nothing', async () => {
    const { dialog, onSubmit } = await openNodeDialog('img');
    compress.mockRejectedValue(new Error('decode'));
    pick(dialog, 'img', fileOf('foto.jpg', 'image/jpeg', 1000));
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('erro')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('audio: 5 MB at most, ogg or mp3, sent as recorded on request; a server refusal is shown translated and the dialog stays', async () => {
    const { dialog, onSubmit } = await openNodeDialog('audio');
    pick(dialog, 'audio', fileOf('longo.mp3', 'audio/mpeg', flowLimits.audioMaxBytes + 1));
    expect(within(dialog).getByText('Arquivo é muito grande! 5MB máximo')).toBeTruthy();
    pick(dialog, 'audio', fileOf('voz.opus', 'audio/opus', 1000));
    expect(within(dialog).getByText('Tipo de arquivo não permitido')).toBeTruthy();
    pick(dialog, 'audio', fileOf('voz.ogg', 'audio/ogg', 1000));
    fireEvent.click(within(dialog).getByLabelText('Enviar como audio gravado na hora'));

    upload.mockRejectedValueOnce(new ApiError(413, 'ERR_PAYLOAD_TOO_LARGE', 'too large'));
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText(i18n.t('backendErrors.ERR_PAYLOAD_TOO_LARGE'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    upload.mockRejectedValueOnce(new ApiError(0, null, 'offline'));
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Não foi possível enviar o arquivo')).toBeTruthy();

    upload.mockResolvedValueOnce({ name: 'c3.ogg', url: '/public/1/c3.ogg', mediaType: 'audio' });
    click(dialog, 'Adicionar');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(upload.mock.calls.at(-1)?.[0].route).toBe('/flowbuilder/audio');
    expect(compress).not.toHaveBeenCalled();
    expect(flowNodeData.audio.parse(submitted(onSubmit))).toEqual({ url: 'c3.ogg', record: true });
    expect(toastMessages()).toContain('Audio adicionada com sucesso!');
  });

  it('video: mp4 up to 20 MB through the audio route; edit keeps the stored file when none is picked', async () => {
    const created = await openNodeDialog('video');
    pick(created.dialog, 'video', fileOf('filme.mp4', 'video/mp4', flowLimits.videoMaxBytes + 1));
    expect(within(created.dialog).getByText('Arquivo é muito grande! 20MB máximo')).toBeTruthy();
    pick(created.dialog, 'video', fileOf('filme.mov', 'video/quicktime', 1000));
    expect(within(created.dialog).getByText('Tipo de arquivo não permitido')).toBeTruthy();
    created.view.unmount();

    const edited = await openNodeDialog('video', { mode: 'edit', data: { url: 'v9.mp4' } });
    expect(within(edited.dialog).getByTestId('video-node-name').textContent).toBe('v9.mp4');
    click(edited.dialog, 'Salvar');
    expect(submitted(edited.onSubmit)).toEqual({ url: 'v9.mp4' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('cancelling during an upload aborts it and answers nothing', async () => {
    const { dialog, onSubmit, onClose, view } = await openNodeDialog('video', {
      mode: 'edit',
      data: { url: 'v9.mp4' },
    });
    const sending = pendingUpload();
    pick(dialog, 'video', fileOf('novo.mp4', 'video/mp4', 1000));
    click(dialog, 'Salvar');
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect((within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    click(dialog, 'Cancelar');
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(sending.aborted()).toBe(true);
    sending.fail(new DOMException('Aborted', 'AbortError'));
    await Promise.resolve();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
