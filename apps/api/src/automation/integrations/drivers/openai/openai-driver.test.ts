import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecretBox } from '../../../../platform/crypto/secret-box';
import { IntegrationCallError } from '../../http/integration-http';
import type { ConversationMessage, ConversationTurn, PromptRow } from '../../integration-driver';
import { OpenAiStub, stubSpeechAudio } from '../../test-support/openai-stub';
import { plainIntegrationHttp } from '../../test-support/plain-http';
import { handoverMarker } from './handover';
import { createOpenAiDriver } from './openai-driver';

const secrets = new SecretBox(randomBytes(32).toString('hex'));
const stub = new OpenAiStub();
const warn = vi.fn();
let driver: ReturnType<typeof createOpenAiDriver>;

beforeAll(async () => {
  await stub.start();
  driver = createOpenAiDriver({
    openAiBaseUrl: stub.baseUrl,
    openAiModel: 'gpt-test-mini',
    openAiTranscriptionModel: 'whisper-test',
    speechBaseUrl: stub.speechBaseUrl,
    timeouts: { chatMs: 300, transcriptionMs: 300, speechMs: 300 },
    logger: { warn },
  });
});
afterAll(() => stub.stop());
beforeEach(() => {
  stub.reset();
  warn.mockReset();
});

const promptText =
  'Você é a assistente da Loja Azul. Responda com cordialidade e em poucas frases, sempre em português.';

function promptRow(overrides: Partial<PromptRow> = {}): PromptRow {
  return {
    id: 7,
    companyId: 3,
    name: 'Assistente',
    prompt: promptText,
    apiKeySealed: secrets.seal(stub.apiKey),
    voice: 'texto',
    voiceKeySealed: null,
    voiceRegion: '',
    maxTokens: 120,
    temperature: 0.4,
    maxMessages: 3,
    queueId: 5,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

const textMessage = (id: number, body: string): ConversationMessage => ({
  id,
  body,
  mediaType: '',
  mediaUrl: null,
  createdAt: new Date(),
});

/** The ticket's earlier messages, oldest first; `history(limit)` answers the last `limit` as the runner does. */
const earlier = [
  { fromMe: false, body: 'Bom dia' },
  { fromMe: true, body: 'Bom dia! Em que posso ajudar?' },
  { fromMe: false, body: 'Vocês abrem sábado?' },
  { fromMe: true, body: 'Abrimos das 9h às 13h.' },
  { fromMe: false, body: 'Obrigada' },
];
const oggVoiceNote = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 7)]);

function turnWith(messages: ConversationMessage[]): ConversationTurn & { historyLimits: number[] } {
  const historyLimits: number[] = [];
  return {
    companyId: 3,
    now: new Date(),
    ticket: { id: 11, uuid: 'u-11', status: 'pending', queueId: 5, userId: null, channel: 'sandbox' },
    contact: { id: 9, name: 'Marta Souza', number: '5511999990000', email: '' },
    connection: { id: 2, name: 'Loja' },
    messages,
    session: null,
    http: plainIntegrationHttp(),
    secrets,
    historyLimits,
    async history(limit) {
      historyLimits.push(limit);
      return earlier.slice(-limit);
    },
    async readMedia(mediaUrl) {
      if (mediaUrl !== '/public/3/0123456789abcdef0123456789abcdef.ogg') throw new Error(`no file ${mediaUrl}`);
      return oggVoiceNote;
    },
  };
}

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IntegrationCallError);
  return error as IntegrationCallError;
};

describe('the OpenAI driver', () => {
  it('sends the prompt, the last maxMessages messages in order and the new ones, with the prompt parameters', async () => {
    stub.reply('Temos o plano anual por R$ 990.');
    const turn = turnWith([textMessage(40, 'Quanto custa o plano anual?'), textMessage(41, 'E o mensal?')]);

    const reply = await driver.converse({ kind: 'prompt', prompt: promptRow() }, turn);

    expect(reply).toEqual({
      messages: [{ kind: 'text', body: 'Temos o plano anual por R$ 990.' }],
      actions: [],
      session: null,
    });
    expect(turn.historyLimits).toEqual([3]);
    const [call] = stub.callsTo('chat');
    expect(call?.headers.authorization).toBe(`Bearer ${stub.apiKey}`);
    expect(call?.json).toMatchObject({ model: 'gpt-test-mini', max_tokens: 120, temperature: 0.4 });
    const sent = call?.json?.messages as { role: string; content: string }[];
    expect(sent.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user', 'user', 'user']);
    expect(sent.slice(1).map((message) => message.content)).toEqual([
      'Vocês abrem sábado?',
      'Abrimos das 9h às 13h.',
      'Obrigada',
      'Quanto custa o plano anual?',
      'E o mensal?',
    ]);
    expect(sent[0]?.content).toContain(promptText);
    expect(sent[0]?.content).toContain('Marta Souza');
    expect(sent[0]?.content).toContain(handoverMarker);
  });

  it('transcribes a customer audio with the prompt key first, so the model reads it', async () => {
    stub.transcriptionText = 'Queria trocar o endereço de entrega';
    stub.reply('Claro, qual é o novo endereço?');
    const audio = {
      ...textMessage(42, ''),
      mediaType: 'audio',
      mediaUrl: '/public/3/0123456789abcdef0123456789abcdef.ogg',
    };

    const reply = await driver.converse({ kind: 'prompt', prompt: promptRow() }, turnWith([audio]));

    expect(reply.messages).toEqual([{ kind: 'text', body: 'Claro, qual é o novo endereço?' }]);
    const [transcription] = stub.callsTo('transcription');
    expect(transcription?.headers.authorization).toBe(`Bearer ${stub.apiKey}`);
    expect(transcription?.form).toMatchObject({ model: 'whisper-test', fileName: 'audio.ogg', fileType: 'audio/ogg' });
    expect(transcription?.form?.fileBytes.equals(oggVoiceNote)).toBe(true);
    const sent = stub.callsTo('chat')[0]?.json?.messages as { role: string; content: string }[];
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Queria trocar o endereço de entrega' });
  });

  it('hands over on the marker line and sends the text before it; accepts the English and Spanish markers', async () => {
    stub.reply(`Vou chamar alguém da equipe.\n${handoverMarker}\nObrigado!`);
    const first = await driver.converse(
      { kind: 'prompt', prompt: promptRow() },
      turnWith([textMessage(43, 'Quero um humano')]),
    );
    expect(first).toEqual({
      messages: [{ kind: 'text', body: 'Vou chamar alguém da equipe.' }],
      actions: [{ type: 'handover' }],
      session: null,
    });

    stub.reply('**Action: transfer to the service team.**');
    const english = await driver.converse(
      { kind: 'prompt', prompt: promptRow() },
      turnWith([textMessage(44, 'Human please')]),
    );
    expect(english).toEqual({ messages: [], actions: [{ type: 'handover' }], session: null });

    stub.reply('"Accion: Transferir al sector de atencion"');
    const spanish = await driver.converse(
      { kind: 'prompt', prompt: promptRow() },
      turnWith([textMessage(45, 'Una persona')]),
    );
    expect(spanish.actions).toEqual([{ type: 'handover' }]);

    stub.reply('Não sei se devo dizer Ação: Transferir para o setor de atendimento no meio da frase.');
    const inline = await driver.converse({ kind: 'prompt', prompt: promptRow() }, turnWith([textMessage(46, 'Oi')]));
    expect(inline.actions).toEqual([]);
  });

  it('still sends an answer cut by max_tokens', async () => {
    stub.reply('Nosso horário de atendimento é de segunda a', 'length');
    const reply = await driver.converse(
      { kind: 'prompt', prompt: promptRow() },
      turnWith([textMessage(47, 'Horário?')]),
    );
    expect(reply.messages).toEqual([{ kind: 'text', body: 'Nosso horário de atendimento é de segunda a' }]);
  });

  it('speaks the answer with the prompt voice as an Ogg/Opus voice note', async () => {
    stub.reply('Seu pedido <123> & cia já saiu.');
    const prompt = promptRow({
      voice: 'pt-BR-FranciscaNeural',
      voiceKeySealed: secrets.seal(stub.speechKey),
      voiceRegion: 'brazilsouth',
    });

    const reply = await driver.converse({ kind: 'prompt', prompt }, turnWith([textMessage(48, 'Meu pedido?')]));

    expect(reply.messages).toEqual([
      {
        kind: 'media-bytes',
        bytes: stubSpeechAudio,
        mimeType: 'audio/ogg; codecs=opus',
        fileName: 'resposta.ogg',
        mediaType: 'audio',
        caption: 'Seu pedido <123> & cia já saiu.',
      },
    ]);
    const [speech] = stub.callsTo('speech');
    expect(speech?.region).toBe('brazilsouth');
    expect(speech?.headers).toMatchObject({
      'ocp-apim-subscription-key': stub.speechKey,
      'content-type': 'application/ssml+xml',
      'x-microsoft-outputformat': 'ogg-24khz-16bit-mono-opus',
    });
    expect(speech?.ssml).toBe(
      "<speak version='1.0' xml:lang='pt-BR'><voice name='pt-BR-FranciscaNeural'>Seu pedido &lt;123&gt; &amp; cia já saiu.</voice></speak>",
    );
  });

  it('sends the text when synthesis fails, and answers in text without a speech key', async () => {
    const voiced = {
      voice: 'pt-BR-AntonioNeural',
      voiceKeySealed: secrets.seal('wrong-key'),
      voiceRegion: 'eastus',
    } as const;
    stub.reply('Pode deixar.');
    const refused = await driver.converse(
      { kind: 'prompt', prompt: promptRow(voiced) },
      turnWith([textMessage(49, 'Ok')]),
    );
    expect(refused.messages).toEqual([{ kind: 'text', body: 'Pode deixar.' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('wrong-key');

    stub.reply('Até logo.');
    const noKey = await driver.converse(
      { kind: 'prompt', prompt: promptRow({ ...voiced, voiceKeySealed: null }) },
      turnWith([textMessage(50, 'Tchau')]),
    );
    expect(noKey.messages).toEqual([{ kind: 'text', body: 'Até logo.' }]);
    expect(stub.callsTo('speech')).toHaveLength(1);
  });

  it('throws a call error for a refused key, a rate limit, a server error, a timeout, malformed JSON and empty choices', async () => {
    const converse = (prompt = promptRow()) =>
      driver.converse({ kind: 'prompt', prompt }, turnWith([textMessage(51, 'Oi')]));

    const refused = await failureOf(converse(promptRow({ apiKeySealed: secrets.seal('sk-revoked') })));
    expect([refused.failure, refused.status]).toEqual(['status', 401]);
    expect(refused.message).not.toContain('sk-revoked');
    stub.failNext('chat', { kind: 'status', status: 403 });
    expect((await failureOf(converse())).status).toBe(403);
    stub.failNext('chat', { kind: 'status', status: 429 });
    const limited = await failureOf(converse());
    expect([limited.status, limited.message]).toEqual([429, 'The OpenAI API answered 429 rate_limit_exceeded']);
    stub.failNext('chat', { kind: 'status', status: 500 });
    expect((await failureOf(converse())).status).toBe(500);
    stub.failNext('chat', { kind: 'delay', ms: 1_000 });
    expect((await failureOf(converse())).failure).toBe('timeout');
    stub.failNext('chat', { kind: 'malformed' });
    expect((await failureOf(converse())).failure).toBe('malformed');
    stub.failNext('chat', { kind: 'empty-choices' });
    expect((await failureOf(converse())).failure).toBe('malformed');
    // One request per failure: nothing is retried (no retry storm against a rate limit).
    expect(stub.callsTo('chat')).toHaveLength(7);
  });

  it('throws when a customer audio cannot be transcribed, before asking the model', async () => {
    stub.failNext('transcription', { kind: 'status', status: 500 });
    const audio = {
      ...textMessage(52, ''),
      mediaType: 'audio',
      mediaUrl: '/public/3/0123456789abcdef0123456789abcdef.ogg',
    };
    expect((await failureOf(driver.converse({ kind: 'prompt', prompt: promptRow() }, turnWith([audio])))).status).toBe(
      500,
    );
    expect(stub.callsTo('chat')).toHaveLength(0);
  });
});
