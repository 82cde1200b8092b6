import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IntegrationCallError } from '../../http/integration-http';
import type { ConversationTurn, QueueIntegrationRow } from '../../integration-driver';
import { plainIntegrationHttp } from '../../test-support/plain-http';
import { startTypebotStub, type TypebotStub, typebotStubTexts } from '../../test-support/typebot-stub';
import { createTypebotDriver } from './typebot-driver';

let stub: TypebotStub;
beforeAll(async () => {
  stub = await startTypebotStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
});

const now = new Date('2026-03-02T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const choiceList = '1 - Vendas\n2 - Suporte';

function integration(overrides: Partial<QueueIntegrationRow> = {}): QueueIntegrationRow {
  return {
    id: 7,
    companyId: 1,
    type: 'typebot',
    name: 'Atendimento',
    projectName: 'Atendimento',
    jsonContentSealed: null,
    language: 'pt-BR',
    urlN8N: `${stub.url}/`,
    webhookSecretSealed: null,
    typebotSlug: stub.slug,
    typebotDelayMessage: 1000,
    typebotExpires: 1,
    typebotKeywordFinish: '',
    typebotKeywordRestart: '',
    typebotRestartMessage: '',
    typebotUnknownMessage: '',
    flowId: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

function turn(session: Record<string, unknown> | null, ...bodies: string[]): ConversationTurn {
  return {
    companyId: 1,
    now,
    ticket: { id: 42, uuid: 'ticket-uuid', status: 'pending', queueId: 3, userId: null, channel: 'whatsapp' },
    contact: { id: 5, name: 'Maria', number: '5511987650001', email: 'maria@example.com' },
    connection: { id: 2, name: 'Principal' },
    messages: bodies.map((body, index) => ({ id: index + 1, body, mediaType: '', mediaUrl: null, createdAt: now })),
    session,
    http: plainIntegrationHttp(),
    secrets: { open: (sealed: string) => sealed },
    history: async () => [],
    readMedia: async () => Buffer.alloc(0),
  };
}

const driver = createTypebotDriver();
const converse = (
  session: Record<string, unknown> | null,
  bodies: string[],
  overrides: Partial<QueueIntegrationRow> = {},
) => driver.converse({ kind: 'integration', integration: integration(overrides) }, turn(session, ...bodies));

/** A session waiting on the stub's buttons, as the driver stores it after the greeting. */
async function greeted(overrides: Partial<QueueIntegrationRow> = {}) {
  const reply = await converse(null, ['oi'], overrides);
  stub.requests.length = 0;
  return reply.session;
}

describe('Typebot driver', () => {
  it('talks a whole conversation: greeting with image and buttons, a button by number, a text, then hands over', async () => {
    const first = await converse(null, ['oi']);
    expect(first.messages).toEqual([
      { kind: 'text', body: `Olá, *Maria*!\n${typebotStubTexts.greeting}` },
      { kind: 'media-url', url: `${stub.url}/media/logo.png`, mediaType: 'image' },
      { kind: 'text', body: choiceList },
    ]);
    expect(first.actions).toEqual([]);
    expect(first.delayMs).toBe(1000);
    expect(stub.requests).toEqual([
      {
        method: 'POST',
        path: `/api/v1/typebots/${stub.slug}/startChat`,
        body: {
          message: 'oi',
          prefilledVariables: {
            name: 'Maria',
            pushName: 'Maria',
            number: '5511987650001',
            email: 'maria@example.com',
            ticketId: '42',
          },
          textBubbleContentFormat: 'richText',
        },
      },
    ]);
    const sessionId = first.session?.sessionId;
    expect(first.session).toEqual({
      sessionId: expect.stringMatching(/^stub-session-/),
      lastActivityAt: now.toISOString(),
      input: { id: 'input-topic', type: 'choice input', choices: ['Vendas', 'Suporte'], multiple: false },
    });

    const second = await converse(first.session, ['2']);
    expect(stub.requests[1]).toEqual({
      method: 'POST',
      path: `/api/v1/sessions/${sessionId}/continueChat`,
      body: { message: 'Suporte', textBubbleContentFormat: 'richText' },
    });
    expect(second.messages).toEqual([{ kind: 'text', body: `Você escolheu *Suporte*. ${typebotStubTexts.askEmail}` }]);
    expect(second.session).toMatchObject({ sessionId, input: { id: 'input-email', choices: [] } });

    const third = await converse(second.session, ['maria@example.com']);
    expect(stub.requests[2]?.body).toEqual({ message: 'maria@example.com', textBubbleContentFormat: 'richText' });
    expect(third.messages).toEqual([{ kind: 'text', body: typebotStubTexts.goodbye }]);
    expect(third.actions).toEqual([{ type: 'handover' }]);
    expect(third.session).toBeNull();
  });

  it('sends a typed button text as typed and a burst in order, stopping at the typebot end', async () => {
    const reply = await converse(null, ['oi', 'vendas', 'ana@example.com', 'are you there?']);
    expect(stub.requests.map((request) => (request.body as { message?: unknown }).message)).toEqual([
      'oi',
      'vendas',
      'ana@example.com',
    ]);
    expect(reply.messages.at(-1)).toEqual({ kind: 'text', body: typebotStubTexts.goodbye });
    expect(reply.actions).toEqual([{ type: 'handover' }]);
    expect(reply.session).toBeNull();
  });

  it("answers the integration's unknown message, with the buttons again, when Typebot asks to retry", async () => {
    const session = await greeted();
    const withText = await converse(session, ['7'], { typebotUnknownMessage: 'Não entendi. Escolha uma opção:' });
    expect(stub.requests[0]?.body).toMatchObject({ message: '7' });
    expect(withText.messages).toEqual([{ kind: 'text', body: `Não entendi. Escolha uma opção:\n\n${choiceList}` }]);
    expect(withText.session).toMatchObject({ sessionId: session?.sessionId, input: { id: 'input-topic' } });
    expect(withText.actions).toEqual([]);

    const without = await converse(session, ['talvez']);
    expect(without.messages).toEqual([{ kind: 'text', body: `${typebotStubTexts.retry}\n\n${choiceList}` }]);
  });

  it('never sends a message without text to Typebot: it starts the greeting, or gets the unknown message', async () => {
    const first = await converse(null, ['']);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.body).not.toHaveProperty('message');
    expect(first.messages[0]).toEqual({ kind: 'text', body: `Olá, *Maria*!\n${typebotStubTexts.greeting}` });

    stub.requests.length = 0;
    const photo = await converse(first.session, [' '], { typebotUnknownMessage: 'Escreva sua resposta, por favor.' });
    expect(stub.requests).toEqual([]);
    expect(photo.messages).toEqual([{ kind: 'text', body: 'Escreva sua resposta, por favor.' }]);
    expect(photo.session).toMatchObject({ sessionId: first.session?.sessionId, input: { id: 'input-topic' } });
  });

  it('maps image, audio, video, embedded files and rich text; player links and unset URLs are not files', async () => {
    const session = await greeted();
    const text = (richText: unknown[], id = 'bubble') => ({
      id,
      type: 'text',
      content: { type: 'richText', richText },
    });
    stub.plan({
      body: {
        messages: [
          text([
            {
              type: 'p',
              children: [{ text: 'Veja ' }, { text: 'isto ', bold: true }, { text: 'agora', italic: true }],
            },
            { type: 'p', children: [{ type: 'a', url: 'https://example.com/x', children: [{ text: 'o site' }] }] },
            {
              type: 'ul',
              children: [
                { type: 'li', children: [{ text: 'um' }] },
                { type: 'li', children: [{ text: 'dois' }] },
              ],
            },
          ]),
          {
            id: 'b2',
            type: 'image',
            content: { url: 'https://cdn.example.com/a.png', clickLink: { url: 'https://x' } },
          },
          { id: 'b3', type: 'audio', content: { url: 'https://cdn.example.com/a.mp3', isAutoplayEnabled: true } },
          { id: 'b4', type: 'video', content: { url: 'https://cdn.example.com/a.mp4', type: 'url' } },
          {
            id: 'b5',
            type: 'video',
            content: { url: 'https://www.youtube.com/watch?v=abc', type: 'youtube', id: 'abc' },
          },
          { id: 'b6', type: 'embed', content: { url: 'https://cdn.example.com/price-list.pdf', height: 400 } },
          { id: 'b7', type: 'embed', content: { url: 'https://maps.example.com/place', height: 400 } },
          { id: 'b8', type: 'image', content: { url: '{{photo}}' } },
        ],
        input: { id: 'input-next', type: 'text input', options: {} },
      },
    });
    const reply = await converse(session, ['1']);
    expect(reply.messages).toEqual([
      { kind: 'text', body: 'Veja *isto* _agora_\no site (https://example.com/x)\n• um\n• dois' },
      { kind: 'media-url', url: 'https://cdn.example.com/a.png', mediaType: 'image' },
      { kind: 'media-url', url: 'https://cdn.example.com/a.mp3', mediaType: 'audio' },
      { kind: 'media-url', url: 'https://cdn.example.com/a.mp4', mediaType: 'video' },
      { kind: 'text', body: 'https://www.youtube.com/watch?v=abc' },
      { kind: 'media-url', url: 'https://cdn.example.com/price-list.pdf', mediaType: 'document' },
      { kind: 'text', body: 'https://maps.example.com/place' },
    ]);
    expect(reply.session).toMatchObject({ input: { id: 'input-next', choices: [] } });
  });

  it('obeys # commands: a close ends without a hand-over, a queue transfer ends even with an input left', async () => {
    const session = await greeted();
    const bubble = (text: string) => ({
      id: 'cmd',
      type: 'text',
      content: { type: 'richText', richText: [{ type: 'p', children: [{ text }] }] },
    });
    stub.plan(
      { body: { messages: [bubble('Até logo!'), bubble('#{"close":true}')] } },
      { body: { messages: [bubble('#{"tags":["vip"],"queueId":4}')], input: { id: 'i', type: 'text input' } } },
    );
    const closing = await converse(session, ['1']);
    expect(closing.messages).toEqual([{ kind: 'text', body: 'Até logo!' }]);
    expect(closing.actions).toEqual([{ type: 'close' }]);
    expect(closing.session).toBeNull();

    const moving = await converse(session, ['1']);
    expect(moving.messages).toEqual([]);
    expect(moving.actions).toEqual([
      { type: 'tags', tags: ['vip'] },
      { type: 'transfer-queue', queueId: 4 },
    ]);
    expect(moving.session).toBeNull();
  });

  it('starts a new Typebot session after typebotExpires minutes of silence, and never with 0', async () => {
    const session = await greeted();
    const silent = { ...session, lastActivityAt: minutesAgo(2) };
    const expired = await converse(silent, ['1']);
    expect(stub.requests.map((request) => request.path)).toEqual([`/api/v1/typebots/${stub.slug}/startChat`]);
    expect(expired.session?.sessionId).not.toBe(session?.sessionId);

    stub.requests.length = 0;
    const kept = await converse({ ...session, lastActivityAt: minutesAgo(60 * 24) }, ['1'], { typebotExpires: 0 });
    expect(stub.requests.map((request) => request.path)).toEqual([
      `/api/v1/sessions/${session?.sessionId}/continueChat`,
    ]);
    expect(kept.session).toMatchObject({ sessionId: session?.sessionId, input: { id: 'input-email' } });
  });

  it('hands over on the finish keyword (case and accents aside) without calling Typebot', async () => {
    const session = await greeted();
    const reply = await converse(session, ['  ATÉ '], { typebotKeywordFinish: 'ate' });
    expect(stub.requests).toEqual([]);
    expect(reply).toMatchObject({ messages: [], actions: [{ type: 'handover' }], session: null });
    // A message that only contains the keyword is not the keyword.
    const other = await converse(session, ['até logo'], { typebotKeywordFinish: 'ate' });
    expect(other.actions).toEqual([]);
  });

  it('restarts on the restart keyword with the restart message, then the greeting', async () => {
    const session = await greeted();
    const reply = await converse(session, ['Recomeçar'], {
      typebotKeywordRestart: 'recomecar',
      typebotRestartMessage: 'Vamos recomeçar!',
    });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.path).toBe(`/api/v1/typebots/${stub.slug}/startChat`);
    expect(stub.requests[0]?.body).not.toHaveProperty('message');
    expect(reply.messages[0]).toEqual({ kind: 'text', body: 'Vamos recomeçar!' });
    expect(reply.messages[1]).toEqual({ kind: 'text', body: `Olá, *Maria*!\n${typebotStubTexts.greeting}` });
    expect(reply.session?.sessionId).not.toBe(session?.sessionId);
  });

  it('starts again once when Typebot no longer knows the session (404)', async () => {
    const session = await greeted();
    stub.plan('session-404');
    const reply = await converse(session, ['Vendas']);
    expect(stub.requests.map((request) => request.path)).toEqual([
      `/api/v1/sessions/${session?.sessionId}/continueChat`,
      `/api/v1/typebots/${stub.slug}/startChat`,
    ]);
    expect(stub.requests[1]?.body).toMatchObject({ message: 'Vendas' });
    expect(reply.session?.sessionId).not.toBe(session?.sessionId);
    expect(reply.messages.at(-1)).toEqual({ kind: 'text', body: choiceList });
  });

  it('throws IntegrationCallError on errors, malformed answers, an unknown typebot and timeouts', async () => {
    const session = await greeted();
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) =>
          error instanceof IntegrationCallError ? { failure: error.failure, status: error.status } : error,
      );
    stub.plan('status-500');
    expect(await failure(converse(session, ['1']))).toEqual({ failure: 'status', status: 500 });
    stub.plan('malformed');
    expect(await failure(converse(null, ['oi']))).toMatchObject({ failure: 'malformed' });
    stub.plan({ body: { sessionId: 'x', messages: 'not a list' } });
    expect(await failure(converse(null, ['oi']))).toMatchObject({ failure: 'malformed' });
    // 404 on start: no such typebot; not retried.
    expect(await failure(converse(null, ['oi'], { typebotSlug: 'missing' }))).toEqual({
      failure: 'status',
      status: 404,
    });
    stub.plan('session-404');
    stub.plan({ status: 404, body: { message: 'Typebot not found.', code: 'NOT_FOUND' } });
    expect(await failure(converse(session, ['1']))).toEqual({ failure: 'status', status: 404 });
    stub.plan('timeout');
    const quick = createTypebotDriver({ timeoutMs: 200 });
    const timedOut = quick.converse({ kind: 'integration', integration: integration() }, turn(session, '1'));
    expect(await failure(timedOut)).toMatchObject({ failure: 'timeout' });
  });
});
