import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The three endpoints the stub plays. */
export type OpenAiStubEndpoint = 'chat' | 'transcription' | 'speech';

/** One request the stub received, as tests assert on it. */
export interface OpenAiStubCall {
  endpoint: OpenAiStubEndpoint;
  path: string;
  headers: Record<string, string>;
  /** Chat completions: the parsed JSON body. */
  json?: Record<string, unknown>;
  /** Transcriptions: the multipart fields as the stub parsed them. */
  form?: { model: string; fileName: string; fileType: string; fileBytes: Buffer };
  /** Speech: the SSML text and the region of the URL. */
  ssml?: string;
  region?: string;
}

/** What a scripted failure does instead of answering. */
export type OpenAiStubFailure =
  | { kind: 'status'; status: number }
  /** Answers only after `ms` (beyond the caller's deadline). */
  | { kind: 'delay'; ms: number }
  /** A 200 whose body is not JSON. */
  | { kind: 'malformed' }
  /** A 200 chat.completion without choices. */
  | { kind: 'empty-choices' };

/** The error bodies of the OpenAI API reference for the statuses tests script. */
const errorBodies: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', code: null },
  401: {
    message: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  403: { message: 'Country, region, or territory not supported', type: 'invalid_request_error', code: null },
  429: {
    message: 'Rate limit reached for requests. Please try again in 20s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: { message: 'The server had an error while processing your request.', type: 'server_error', code: null },
  503: { message: 'The engine is currently overloaded, please try again later.', type: 'server_error', code: null },
};

interface StubAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

const json = (status: number, value: unknown): StubAnswer => ({
  status,
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify(value)),
});

const errorAnswer = (status: number) =>
  json(status, { error: { ...(errorBodies[status] ?? errorBodies[500]), param: null } });

/** A few bytes starting like an Ogg page, enough to stand for the synthesized speech. */
export const stubSpeechAudio = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60, 1)]);

/**
 * A local server playing an OpenAI-compatible API (chat completions, audio transcriptions) and the
 * speech service's REST synthesis, answering with the shapes of their public references
 * (`chat.completion` with choices[].message and usage, `{ text }`, Ogg/Opus bytes; errors as
 * `{ error: { message, type, param, code } }`). It checks the presented keys as the services do,
 * records every request, and lets a test script failures per endpoint.
 */
export class OpenAiStub {
  readonly calls: OpenAiStubCall[] = [];
  /** The only key the chat and transcription endpoints accept (others answer 401 invalid_api_key). */
  apiKey = 'sk-test-openai-key';
  /** The only subscription key the speech endpoint accepts. */
  speechKey = 'speech-test-key';
  /** What the next transcription answers. */
  transcriptionText = 'Quero saber o preço do plano anual';
  readonly #replies: { content: string; finishReason: string }[] = [];
  readonly #failures: { endpoint: OpenAiStubEndpoint; failure: OpenAiStubFailure }[] = [];
  #server: Server | null = null;
  #root = '';

  /** The OPENAI_BASE_URL to configure. */
  get baseUrl(): string {
    return `${this.#root}/v1`;
  }

  /** The SPEECH_BASE_URL to configure (`{region}` kept for the caller to fill). */
  get speechBaseUrl(): string {
    return `${this.#root}/speech/{region}`;
  }

  /** Queues the content of the next chat completion (default: a short greeting). */
  reply(content: string, finishReason: 'stop' | 'length' = 'stop'): this {
    this.#replies.push({ content, finishReason });
    return this;
  }

  /** The next call of `endpoint` fails this way (once per call of failNext). */
  failNext(endpoint: OpenAiStubEndpoint, failure: OpenAiStubFailure): this {
    this.#failures.push({ endpoint, failure });
    return this;
  }

  callsTo(endpoint: OpenAiStubEndpoint): OpenAiStubCall[] {
    return this.calls.filter((call) => call.endpoint === endpoint);
  }

  reset(): void {
    this.calls.length = 0;
    this.#replies.length = 0;
    this.#failures.length = 0;
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      this.#handle(request).then(
        (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.contentType });
          response.end(answer.body);
        },
        () => {
          if (!response.headersSent) response.writeHead(500);
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.#server = server;
    this.#root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.#server = null;
  }

  async #handle(request: IncomingMessage): Promise<StubAnswer> {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    const body = await readBody(request);
    const speech = /^\/speech\/([^/]+)\/cognitiveservices\/v1$/.exec(path);
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      return this.#chat({ endpoint: 'chat', path, headers }, body);
    }
    if (request.method === 'POST' && path === '/v1/audio/transcriptions') {
      return this.#transcription({ endpoint: 'transcription', path, headers }, body);
    }
    if (request.method === 'POST' && speech) {
      return this.#speech({ endpoint: 'speech', path, headers, region: speech[1] ?? '' }, body);
    }
    return json(404, {
      error: { message: `Unknown path ${path}`, type: 'invalid_request_error', param: null, code: null },
    });
  }

  async #chat(call: OpenAiStubCall, body: Buffer): Promise<StubAnswer> {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      this.calls.push(call);
      return errorAnswer(400);
    }
    this.calls.push({ ...call, json: parsed });
    const failed = await this.#scripted('chat');
    if (failed) return failed;
    if (call.headers.authorization !== `Bearer ${this.apiKey}`) return errorAnswer(401);
    const { content, finishReason } = this.#replies.shift() ?? {
      content: 'Olá! Como posso ajudar?',
      finishReason: 'stop',
    };
    const completionTokens = content.split(/\s+/).filter(Boolean).length;
    return json(200, {
      id: `chatcmpl-${this.calls.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: String(parsed.model ?? ''),
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage: { prompt_tokens: 42, completion_tokens: completionTokens, total_tokens: 42 + completionTokens },
    });
  }

  async #transcription(call: OpenAiStubCall, body: Buffer): Promise<StubAnswer> {
    const form = await new Request('http://stub.invalid/', {
      method: 'POST',
      headers: { 'content-type': call.headers['content-type'] ?? '' },
      body,
    })
      .formData()
      .catch(() => null);
    const file = form?.get('file');
    const model = form?.get('model');
    if (!(file instanceof File) || typeof model !== 'string') {
      this.calls.push(call);
      return errorAnswer(400);
    }
    const fileBytes = Buffer.from(await file.arrayBuffer());
    this.calls.push({ ...call, form: { model, fileName: file.name, fileType: file.type, fileBytes } });
    const failed = await this.#scripted('transcription');
    if (failed) return failed;
    if (call.headers.authorization !== `Bearer ${this.apiKey}`) return errorAnswer(401);
    return json(200, { text: this.transcriptionText });
  }

  async #speech(call: OpenAiStubCall, body: Buffer): Promise<StubAnswer> {
    this.calls.push({ ...call, ssml: body.toString('utf8') });
    const failed = await this.#scripted('speech');
    if (failed) return failed;
    // The speech service answers 401 with an empty body to a wrong subscription key.
    if (call.headers['ocp-apim-subscription-key'] !== this.speechKey) {
      return { status: 401, contentType: 'text/plain', body: Buffer.alloc(0) };
    }
    return { status: 200, contentType: 'audio/ogg', body: stubSpeechAudio };
  }

  async #scripted(endpoint: OpenAiStubEndpoint): Promise<StubAnswer | null> {
    const index = this.#failures.findIndex((entry) => entry.endpoint === endpoint);
    const failure = this.#failures[index]?.failure;
    if (!failure) return null;
    this.#failures.splice(index, 1);
    if (failure.kind === 'status') return errorAnswer(failure.status);
    if (failure.kind === 'malformed')
      return { status: 200, contentType: 'application/json', body: Buffer.from('{"choi') };
    if (failure.kind === 'empty-choices') {
      return json(200, { id: 'chatcmpl-empty', object: 'chat.completion', created: 0, model: '', choices: [] });
    }
    await new Promise((resolve) => setTimeout(resolve, failure.ms));
    return errorAnswer(500);
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
