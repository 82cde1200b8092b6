import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { chooseOption, inputIn, typeInto } from '../../../test/interactions';
import { company, longPrompt, prompt, queues } from '../test/prompt-fixture';
import { PromptDialog } from './prompt-dialog';

const apiKey = 'sk-test-0123456789abcdef';

async function open(promptId: number | null) {
  const onClose = vi.fn();
  const { queryClient } = renderWithApp(<PromptDialog promptId={promptId} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: promptId === null ? 'Adicionar prompt' : 'Editar prompt' });
  await within(dialog).findByRole('textbox', { name: /^Nome/ });
  return { dialog, onClose, queryClient };
}

const input = inputIn;
const type = typeInto;
const submit = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

describe('prompt dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(resetApp);

  it("starts with the spec's defaults and shows the voice's key and region only for a voice", async () => {
    mockApi({ 'GET /api/queue': () => json(200, queues) });
    const { dialog } = await open(null);
    expect(within(dialog).getByRole('combobox', { name: 'Voz' }).textContent).toBe('Texto');
    expect(input(dialog, /^Máximo de tokens/).value).toBe('100');
    expect(input(dialog, /^Máximo de mensagens/).value).toBe('10');
    expect(
      within(dialog)
        .getByRole('slider', { name: /^Temperatura/ })
        .getAttribute('aria-valuenow'),
    ).toBe('1');
    expect(within(dialog).queryByLabelText(/^Chave de voz/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Região de voz/)).toBeNull();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Voz' }));
    const voices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(voices).toHaveLength(17);
    expect(voices).toContain('Francisca (feminina)');
    expect(voices).toContain('Antonio (masculina)');
    fireEvent.click(screen.getByRole('option', { name: 'Francisca (feminina)' }));
    expect(input(dialog, /^Chave de voz/)).toBeTruthy();
    expect(input(dialog, /^Região de voz/)).toBeTruthy();
  });

  it("refuses what the contract refuses, with the spec's texts, and sends nothing", async () => {
    const api = mockApi({ 'GET /api/queue': () => json(200, queues) });
    const { dialog } = await open(null);
    submit(dialog, 'Adicionar');
    expect(within(dialog).getAllByText('Obrigatório')).toHaveLength(3);
    expect(within(dialog).getByText('Informe o setor')).toBeTruthy();

    type(dialog, /^Nome/, 'Ana');
    type(dialog, /^Prompt/, 'Responda.');
    type(dialog, /^Máximo de tokens/, '0');
    submit(dialog, 'Adicionar');
    expect(within(dialog).getAllByText('Muito curto!')).toHaveLength(2);
    expect(within(dialog).getByText('Valor inválido')).toBeTruthy();
    type(dialog, /^Nome/, 'x'.repeat(101));
    submit(dialog, 'Adicionar');
    expect(within(dialog).getByText('Muito longo!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/prompt')).toHaveLength(0);
  });

  it('creates a prompt with its queue, key and tuning, and says so', async () => {
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'POST /api/prompt': () => json(201, prompt(9)),
    });
    const { dialog, onClose } = await open(null);
    type(dialog, /^Nome/, 'Assistente de vendas');
    type(dialog, /^Prompt/, longPrompt);
    await chooseOption(dialog, 'Setor', 'Vendas');
    type(dialog, /^Chave da API/, apiKey);
    type(dialog, /^Máximo de tokens/, '300');
    fireEvent.keyDown(within(dialog).getByRole('slider', { name: /^Temperatura/ }), { key: 'ArrowRight' });
    submit(dialog, 'Adicionar');
    await waitFor(() =>
      expect(api.calls('POST /api/prompt')).toEqual([
        {
          name: 'Assistente de vendas',
          prompt: longPrompt,
          queueId: 3,
          voice: 'texto',
          voiceRegion: '',
          maxTokens: 300,
          temperature: 1.1,
          maxMessages: 10,
          apiKey,
        },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Prompt salvo com sucesso!'));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the stored API key unless replaced, reveals it on request, and never caches it', async () => {
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/prompt/4': () => json(200, prompt(4)),
      'GET /api/prompt/4/secrets': () => json(200, { apiKey, voiceKey: null }),
      'PUT /api/prompt/4': () => json(200, prompt(4)),
    });
    const { dialog, queryClient } = await open(4);
    expect(input(dialog, /^Chave da API/).value).toBe('••••••');
    // A prompt needs its key: it can be replaced, not removed.
    expect(within(dialog).queryByRole('button', { name: 'Remover: Chave da API' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar: Chave da API' }));
    await waitFor(() => expect(input(dialog, /^Chave da API/).value).toBe(apiKey));
    expect(api.callsTo('GET', '/api/prompt/4/secrets')).toHaveLength(1);

    submit(dialog, 'Salvar');
    await waitFor(() => expect(api.calls('PUT /api/prompt/4')).toHaveLength(1));
    expect(api.calls('PUT /api/prompt/4')[0]).not.toHaveProperty('apiKey');
    expect(api.calls('PUT /api/prompt/4')[0]).not.toHaveProperty('voiceKey');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Substituir: Chave da API' }));
    type(dialog, /^Chave da API/, 'sk-new');
    submit(dialog, 'Salvar');
    await waitFor(() => expect(api.calls('PUT /api/prompt/4')).toHaveLength(2));
    expect(api.calls('PUT /api/prompt/4')[1]).toMatchObject({ apiKey: 'sk-new' });
    const cached = () =>
      JSON.stringify([
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state),
      ]);
    // The save settles, then its variables (the new key) leave the mutation cache.
    await waitFor(() => expect(cached()).not.toContain('sk-new'));
    expect(cached()).toContain('Assistente 4');
    expect(cached()).not.toContain(apiKey);
  });

  it("sends a voice's key and region", async () => {
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/prompt/4': () => json(200, prompt(4)),
      'PUT /api/prompt/4': () => json(200, prompt(4)),
    });
    const { dialog } = await open(4);
    await chooseOption(dialog, 'Voz', 'Antonio (masculina)');
    type(dialog, /^Chave de voz/, 'speech-key');
    type(dialog, /^Região de voz/, 'brazilsouth');
    submit(dialog, 'Salvar');
    await waitFor(() => expect(api.calls('PUT /api/prompt/4')).toHaveLength(1));
    expect(api.calls('PUT /api/prompt/4')[0]).toMatchObject({
      voice: 'pt-BR-AntonioNeural',
      voiceKey: 'speech-key',
      voiceRegion: 'brazilsouth',
    });
  });

  it('removes the stored voice key when the prompt answers in text again', async () => {
    const speaking = prompt(4, { voice: 'pt-BR-AntonioNeural', voiceRegion: 'brazilsouth', hasVoiceKey: true });
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/prompt/4': () => json(200, speaking),
      'PUT /api/prompt/4': () => json(200, prompt(4)),
    });
    const { dialog } = await open(4);
    expect(input(dialog, /^Chave de voz/).value).toBe('••••••');
    expect(input(dialog, /^Região de voz/).value).toBe('brazilsouth');
    await chooseOption(dialog, 'Voz', 'Texto');
    submit(dialog, 'Salvar');
    await waitFor(() => expect(api.calls('PUT /api/prompt/4')).toHaveLength(1));
    expect(api.calls('PUT /api/prompt/4')[0]).toMatchObject({ voice: 'texto', voiceRegion: '', voiceKey: null });
  });

  it('closes when the prompt was deleted meanwhile, saying so', async () => {
    mockApi({ 'GET /api/prompt/4': () => json(404, { error: 'ERR_NO_PROMPT_FOUND', message: 'x' }) });
    const onClose = vi.fn();
    renderWithApp(<PromptDialog promptId={4} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastMessages()).toContain('Nenhum prompt encontrado com este ID.');
  });
});
