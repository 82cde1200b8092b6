import { createVerify, generateKeyPairSync, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth token endpoint and Dialogflow ES, answering as their REST
 * references document: the token endpoint checks the JWT bearer assertion (RS256 signature against
 * the test's public key, issuer, audience, scope, expiry), detectIntent checks the bearer token and
 * answers a DetectIntentResponse. What it answers per text is the test's `intents`.
 */

/** A fresh service-account key as Google's JSON key file has it, and the public half for the stub. */
export function testServiceAccount(clientEmail = 'chatdesk-bot@test-project.iam.gserviceaccount.com') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'test-project',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    token_uri: 'https://oauth2.googleapis.com/token',
  });
  return { json, clientEmail, publicKey };
}

/** What detectIntent answers for one text (the queryResult fields the test cares about). */
export interface StubIntent {
  displayName: string;
  fulfillmentText: string;
  /** Sets intent.endInteraction; `diagnosticEnd` sets diagnosticInfo.end_conversation instead. */
  endInteraction?: boolean;
  diagnosticEnd?: boolean;
}

export interface DialogflowStubOptions {
  /** The accounts whose assertions are accepted, by client_email. */
  accounts: { clientEmail: string; publicKey: KeyObject }[];
  intents: (text: string) => StubIntent;
  tokenLifetimeSeconds?: number;
  /** The clock assertions are checked against (a test that moves its client's clock moves this one). */
  now?: () => number;
}

export interface DetectIntentCall {
  project: string;
  session: string;
  text: string;
  languageCode: string;
}

export interface DialogflowStub {
  baseUrl: string;
  tokenUrl: string;
  tokenRequests: number;
  calls: DetectIntentCall[];
  /** Replaces the next detectIntent answers (status and raw body), or delays them. */
  override: { status: number; body: string } | null;
  delayMs: number;
  /** Forgets every issued token, as an expiry or a revocation would. */
  revokeTokens(): void;
  close(): Promise<void>;
}

const detectIntentPath = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/:]+):detectIntent$/;

export async function startDialogflowStub(options: DialogflowStubOptions): Promise<DialogflowStub> {
  const issued = new Set<string>();
  let server: Server | null = null;
  const stub: DialogflowStub = {
    baseUrl: '',
    tokenUrl: '',
    tokenRequests: 0,
    calls: [],
    override: null,
    delayMs: 0,
    revokeTokens: () => issued.clear(),
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
    };
    if (request.method === 'POST' && request.url === '/token') {
      stub.tokenRequests++;
      const claims = verifiedAssertion(new URLSearchParams(body), options, stub.tokenUrl);
      if (!claims) return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      const token = `ya29.${randomBytes(24).toString('base64url')}`;
      issued.add(token);
      return send(200, { access_token: token, expires_in: options.tokenLifetimeSeconds ?? 3599, token_type: 'Bearer' });
    }
    const match = request.method === 'POST' ? detectIntentPath.exec(request.url ?? '') : null;
    if (!match) return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) return send(401, unauthenticated);
    if (stub.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    if (stub.override) return send(stub.override.status, stub.override.body);
    const query = JSON.parse(body).queryInput.text as { text: string; languageCode: string };
    const [project, session] = [decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? '')];
    stub.calls.push({ project, session, text: query.text, languageCode: query.languageCode });
    return send(200, detectIntentResponse(project, query, options.intents(query.text)));
  };

  server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.baseUrl = `http://127.0.0.1:${port}`;
  stub.tokenUrl = `${stub.baseUrl}/token`;
  return stub;
}

const unauthenticated = {
  error: {
    code: 401,
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    status: 'UNAUTHENTICATED',
  },
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The claims of a valid JWT bearer assertion, or null (bad grant, signature, issuer, audience, scope or time). */
function verifiedAssertion(form: URLSearchParams, options: DialogflowStubOptions, tokenUrl: string) {
  if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return null;
  const [header, payload, signature] = (form.get('assertion') ?? '').split('.');
  if (!header || !payload || !signature) return null;
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (decode(header).alg !== 'RS256') return null;
  const claims = decode(payload) as { iss: string; aud: string; scope: string; iat: number; exp: number };
  const account = options.accounts.find((candidate) => candidate.clientEmail === claims.iss);
  if (!account) return null;
  const valid = createVerify('RSA-SHA256')
    .update(`${header}.${payload}`)
    .verify(account.publicKey, Buffer.from(signature, 'base64url'));
  const now = (options.now ?? Date.now)() / 1000;
  const fresh = claims.iat <= now + 60 && claims.exp > now && claims.exp - claims.iat <= 3600;
  const scoped = claims.scope.split(' ').includes('https://www.googleapis.com/auth/cloud-platform');
  return valid && fresh && scoped && claims.aud === tokenUrl ? claims : null;
}

/** A DetectIntentResponse as Dialogflow ES v2 returns it (fields per its REST reference). */
function detectIntentResponse(project: string, query: { text: string; languageCode: string }, intent: StubIntent) {
  return {
    responseId: `${randomUUID()}-${randomBytes(4).toString('hex')}`,
    queryResult: {
      queryText: query.text,
      parameters: {},
      allRequiredParamsPresent: true,
      fulfillmentText: intent.fulfillmentText,
      fulfillmentMessages: [{ text: { text: [intent.fulfillmentText] } }],
      intent: {
        name: `projects/${project}/agent/intents/${randomUUID()}`,
        displayName: intent.displayName,
        ...(intent.endInteraction ? { endInteraction: true } : {}),
      },
      intentDetectionConfidence: 1,
      ...(intent.diagnosticEnd ? { diagnosticInfo: { end_conversation: true } } : {}),
      languageCode: query.languageCode.toLowerCase(),
    },
  };
}
