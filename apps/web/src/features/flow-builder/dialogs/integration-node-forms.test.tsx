import { flowNodeData } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, resetApp } from '../../../test/harness';
import { openNodeDialog, submitted } from './node-dialog.fixture';

const click = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const fieldValue = (dialog: HTMLElement, label: RegExp) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;

describe('integration node dialogs', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    mockApi({ 'GET /api/queue': () => json(200, [{ id: 5, name: 'Comercial' }]) });
  });
  afterEach(resetApp);

  it('typebot: name 2 to 50, name, URL and slug required, defaults delay 1000 and expiry 1; notes it runs once integrations are active', async () => {
    const { dialog, onSubmit } = await openNodeDialog('typebot');
    expect(within(dialog).getByText('Adicionar TypeBot ao fluxo')).toBeTruthy();
    expect(within(dialog).getByTestId('integration-note').textContent).toBe(
      'Este bloco só funciona quando as integrações estiverem ativas no servidor.',
    );
    expect(fieldValue(dialog, /Intervalo \(ms\)/)).toBe('1000');
    expect(fieldValue(dialog, /expirar/)).toBe('1');
    click(dialog, 'Adicionar');
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    type(dialog, /^Nome/, 'A');
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Too Short!')).toBeTruthy();
    type(dialog, /^Nome/, 'A'.repeat(51));
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Too Long!')).toBeTruthy();
    type(dialog, /^Nome/, 'Atendimento bot');
    type(dialog, /^URL/, 'não é url');
    type(dialog, /^Typebot Slug/, 'meu-bot');
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('URL inválida')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type(dialog, /^URL/, 'https://typebot.example.com');
    type(dialog, /Palavra para finalizar/, 'sair');
    click(dialog, 'Adicionar');
    const data = flowNodeData.typebot.parse(submitted(onSubmit));
    expect(data.typebotIntegration).toEqual({
      type: 'typebot',
      name: 'Atendimento bot',
      projectName: 'Atendimento bot',
      jsonContent: '',
      language: 'pt-BR',
      urlN8N: 'https://typebot.example.com',
      typebotSlug: 'meu-bot',
      typebotExpires: 1,
      typebotDelayMessage: 1000,
      typebotKeywordFinish: 'sair',
      typebotKeywordRestart: '',
      typebotUnknownMessage: '',
      typebotRestartMessage: '',
    });
  });

  it('typebot: edit pre-fills the stored settings', async () => {
    const typebotIntegration = {
      type: 'typebot',
      name: 'Bot',
      projectName: 'Bot',
      urlN8N: 'https://t.example',
      typebotSlug: 'slug',
      typebotDelayMessage: 2500,
      typebotExpires: 30,
      language: 'es',
    };
    const { dialog, onSubmit } = await openNodeDialog('typebot', { mode: 'edit', data: { typebotIntegration } });
    expect(fieldValue(dialog, /Intervalo \(ms\)/)).toBe('2500');
    click(dialog, 'Salvar');
    expect(submitted(onSubmit).typebotIntegration).toMatchObject({ ...typebotIntegration, typebotExpires: 30 });
  });

  it('openai: name, API key and prompt required; sixteen voices plus texto; the key is masked until shown; defaults 100, 1, 10', async () => {
    const { dialog, onSubmit } = await openNodeDialog('openai');
    expect(within(dialog).getByTestId('integration-note')).toBeTruthy();
    expect(fieldValue(dialog, /Máximo de tokens/)).toBe('100');
    expect(fieldValue(dialog, /Temperatura/)).toBe('1');
    expect(fieldValue(dialog, /Máximo de mensagens/)).toBe('10');
    click(dialog, 'Adicionar');
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(3);

    const apiKey = within(dialog).getByLabelText(/^API Key/) as HTMLInputElement;
    expect(apiKey.type).toBe('password');
    click(dialog, 'Mostrar chave');
    expect(apiKey.type).toBe('text');
    click(dialog, 'Ocultar chave');
    expect(apiKey.type).toBe('password');

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Voz' }));
    const voices = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(voices).toHaveLength(17);
    fireEvent.click(voices.find((option) => option.textContent === 'Francisca') as HTMLElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Fila/ }).getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Fila/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Comercial' }));

    type(dialog, /^Nome/, 'Assistente');
    type(dialog, /^API Key/, 'sk-test');
    type(dialog, /^Prompt/, 'Você é um atendente cordial.');
    type(dialog, /Região da voz/, 'brazilsouth');
    click(dialog, 'Adicionar');
    const data = flowNodeData.openai.parse(submitted(onSubmit));
    expect(data.typebotIntegration).toEqual({
      name: 'Assistente',
      prompt: 'Você é um atendente cordial.',
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: '',
      voiceRegion: 'brazilsouth',
      maxTokens: 100,
      temperature: 1,
      apiKey: 'sk-test',
      queueId: 5,
      maxMessages: 10,
    });
  });

  it('openai: edit pre-fills, with the voice fields off while the voice is texto', async () => {
    const typebotIntegration = {
      name: 'IA',
      prompt: 'Seja breve.',
      voice: 'texto',
      voiceKey: '',
      voiceRegion: '',
      maxTokens: 300,
      temperature: 0.5,
      apiKey: 'sk-1',
      queueId: null,
      maxMessages: 4,
    };
    const { dialog, onSubmit } = await openNodeDialog('openai', { mode: 'edit', data: { typebotIntegration } });
    expect(fieldValue(dialog, /Máximo de tokens/)).toBe('300');
    expect((within(dialog).getByLabelText(/Chave da voz/) as HTMLInputElement).disabled).toBe(true);
    click(dialog, 'Salvar');
    expect(submitted(onSubmit).typebotIntegration).toEqual(typebotIntegration);
  });
});
