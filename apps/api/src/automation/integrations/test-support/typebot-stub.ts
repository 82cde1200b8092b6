import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Typebot for tests (API tests and the e2e suite): the chat API's startChat and continueChat
 * answering with the shapes of Typebot's public API reference, for a small scripted bot:
 *   1. a greeting text (rich text, the prefilled `name` in bold) + an image + a buttons input (Vendas, Suporte);
 *   2. after a button, a text asking the e-mail + a text input;
 *   3. after the e-mail, a thank-you text and the end (no input; the session is gone).
 * An answer that is not a button gets Typebot's retry (a text bubble with the input's id, same input).
 * It records every request, serves the image, and can be told how to answer the next calls.
 * Only node built-ins here: the e2e workspace imports this file.
 */

export const typebotStubTexts = {
  greeting: 'Eu sou o assistente virtual. Como posso ajudar?',
  choices: ['Vendas', 'Suporte'],
  askEmail: 'Qual é o seu e-mail?',
  retry: 'Invalid message. Please, try again.',
  goodbye: 'Obrigado! Um atendente vai continuar a conversa.',
} as const;

/** How the next call is answered instead of the script. */
export type TypebotStubFailure = 'status-500' | 'timeout' | 'malformed' | 'session-404';
export type TypebotStubAnswer = TypebotStubFailure | { status?: number; body: unknown };

export interface TypebotStubRequest {
  method: string;
  path: string;
  body: unknown;
}

type Step = 'choice' | 'email';
type Format = 'richText' | 'markdown';
type Piece = { text: string; bold?: boolean };

const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const choiceInput = {
  id: 'input-topic',
  type: 'choice input',
  items: typebotStubTexts.choices.map((content, index) => ({
    id: `item-${index + 1}`,
    outgoingEdgeId: `edge-${index + 1}`,
    content,
  })),
  options: { isMultipleChoice: false },
};
const emailInput = {
  id: 'input-email',
  type: 'text input',
  options: { labels: { placeholder: 'Type your answer...' }, variableId: 'var-email', isLong: false },
};

function textBubble(id: string, paragraphs: Piece[][], format: Format) {
  if (format === 'markdown') {
    const markdown = paragraphs
      .map((pieces) => pieces.map((piece) => (piece.bold ? `**${piece.text}**` : piece.text)).join(''))
      .join('\n\n');
    return { id, type: 'text', content: { type: 'markdown', markdown } };
  }
  const richText = paragraphs.map((pieces) => ({
    type: 'p',
    children: pieces.map((piece) => (piece.bold ? { text: piece.text, bold: true } : { text: piece.text })),
  }));
  return { id, type: 'text', content: { type: 'richText', richText } };
}

/** The text of a sent message: a string, or `{type:'text', text}` (both accepted by Typebot). */
function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (typeof message === 'object' && message !== null && 'text' in message) return String(message.text);
  return '';
}

export async function startTypebotStub(options: { port?: number; host?: string; slug?: string } = {}) {
  const host = options.host ?? '127.0.0.1';
  const slug = options.slug ?? 'chatdesk-demo';
  const requests: TypebotStubRequest[] = [];
  const planned: TypebotStubAnswer[] = [];
  const sessions = new Map<string, Step>();
  let started = 0;
  let url = '';

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const notFound = (response: http.ServerResponse, message: string) =>
    send(response, 404, { message, code: 'NOT_FOUND' });

  function startChat(body: Record<string, unknown>, format: Format) {
    started += 1;
    const sessionId = `stub-session-${started}`;
    sessions.set(sessionId, 'choice');
    const variables = (body.prefilledVariables ?? {}) as Record<string, unknown>;
    const name = typeof variables.name === 'string' && variables.name ? variables.name : 'cliente';
    return {
      sessionId,
      resultId: `stub-result-${started}`,
      typebot: { id: 'stub-typebot', theme: {}, settings: {} },
      messages: [
        textBubble(
          'bubble-greeting',
          [[{ text: 'Olá, ' }, { text: name, bold: true }, { text: '!' }], [{ text: typebotStubTexts.greeting }]],
          format,
        ),
        { id: 'bubble-logo', type: 'image', content: { url: `${url}/media/logo.png` } },
      ],
      input: choiceInput,
    };
  }

  function continueChat(sessionId: string, step: Step, text: string, format: Format) {
    if (step === 'choice') {
      const choice = typebotStubTexts.choices.find((item) => item.toLowerCase() === text.trim().toLowerCase());
      if (!choice)
        return {
          messages: [textBubble(choiceInput.id, [[{ text: typebotStubTexts.retry }]], format)],
          input: choiceInput,
        };
      sessions.set(sessionId, 'email');
      return {
        messages: [
          textBubble(
            'bubble-ask-email',
            [[{ text: 'Você escolheu ' }, { text: choice, bold: true }, { text: `. ${typebotStubTexts.askEmail}` }]],
            format,
          ),
        ],
        input: emailInput,
        lastMessageNewFormat: choice,
      };
    }
    sessions.delete(sessionId);
    return { messages: [textBubble('bubble-goodbye', [[{ text: typebotStubTexts.goodbye }]], format)] };
  }

  function answer(request: http.IncomingMessage, response: http.ServerResponse, raw: string) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (request.method === 'GET' && path === '/media/logo.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': logoPng.length });
      response.end(logoPng);
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      send(response, 400, { message: 'Invalid JSON', code: 'BAD_REQUEST' });
      return;
    }
    requests.push({ method: request.method ?? 'GET', path, body });
    const plan = planned.shift();
    if (plan === 'timeout') return; // never answered; `close` drops the connection
    if (plan === 'status-500')
      return send(response, 500, { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    if (plan === 'malformed') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Bad gateway</body></html>');
      return;
    }
    if (typeof plan === 'object') return send(response, plan.status ?? 200, plan.body);
    const format: Format = body.textBubbleContentFormat === 'markdown' ? 'markdown' : 'richText';
    const start = /^\/api\/v1\/typebots\/([^/]+)\/startChat$/.exec(path);
    if (request.method === 'POST' && start) {
      if (decodeURIComponent(start[1] ?? '') !== slug) return notFound(response, 'Typebot not found.');
      return send(response, 200, startChat(body, format));
    }
    const more = /^\/api\/v1\/sessions\/([^/]+)\/continueChat$/.exec(path);
    if (request.method === 'POST' && more) {
      const sessionId = decodeURIComponent(more[1] ?? '');
      if (plan === 'session-404') sessions.delete(sessionId);
      const step = sessions.get(sessionId);
      if (!step) return notFound(response, 'Session not found.');
      return send(response, 200, continueChat(sessionId, step, messageText(body.message), format));
    }
    notFound(response, 'Not found');
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => answer(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://${host}:${port}`;

  return {
    /** The integration's URL (urlN8N). */
    url,
    port,
    slug,
    requests,
    /** Answer the next calls (in order) this way instead of by the script. */
    plan: (...answers: TypebotStubAnswer[]) => planned.push(...answers),
    /** Sessions Typebot still holds. */
    sessionIds: () => [...sessions.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TypebotStub = Awaited<ReturnType<typeof startTypebotStub>>;
