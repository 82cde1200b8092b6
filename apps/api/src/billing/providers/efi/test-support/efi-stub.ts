import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { efiStubFiles, readEfiFixture } from './efi-fixtures';

/**
 * A local Efí Pix API for tests (API tests and the e2e suite), answering with the shapes of Efí's
 * public API reference: HTTPS with mutual TLS (only clients signed by the test CA get through),
 * OAuth client credentials, immediate charges (`PUT/GET /v2/cob/{txid}`), the location's QR code and
 * the Pix webhook. `pay(txid)` settles a charge and notifies the registered webhook the way Efí
 * does: a POST to the URL with `/pix` appended, body `{"pix":[…]}`.
 * Only node built-ins here: the e2e workspace imports this file.
 */

export type EfiCobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export interface EfiStubCob {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; location: string; tipoCob: 'cob'; criacao: string };
  location: string;
  status: EfiCobStatus;
  devedor?: Record<string, string>;
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  pix?: { endToEndId: string; txid: string; valor: string; chave: string; horario: string }[];
}

export interface EfiStubRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A payment notification as sent: where, what, and what the app answered. */
export interface EfiStubDelivery {
  url: string;
  body: string;
  status: number;
}

export interface EfiStubOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** How notifications reach the app (default: an HTTP POST); API tests route them through `app.inject`. */
  deliver?: (url: string, body: string) => Promise<number>;
}

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const txidShape = /^[a-zA-Z0-9]{26,35}$/;

async function postJson(url: string, body: string): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return response.status;
}

const alphanumeric = (length: number) =>
  Array.from(randomBytes(length), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[byte % 34]).join('');

/** Pix's end-to-end id: 'E', the payer institution's ISPB, yyyyMMddHHmm, 11 characters. */
const endToEndId = (at: Date) => `E18236120${at.toISOString().replace(/\D/g, '').slice(0, 12)}${alphanumeric(11)}`;

export async function startEfiStub(options: EfiStubOptions = {}) {
  const clientId = options.clientId ?? 'Client_Id_stub';
  const clientSecret = options.clientSecret ?? 'Client_Secret_stub';
  const deliver = options.deliver ?? postJson;
  const tokens = new Map<string, number>();
  const charges = new Map<string, EfiStubCob>();
  const webhooks = new Map<string, string>();
  const requests: EfiStubRequest[] = [];
  const failures: { status: number; body: unknown }[] = [];
  let nextLocation = 1;
  const state = { tokensIssued: 0, tokenLifetimeSeconds: 3600 };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const refusal = (nome: string, mensagem: string) => ({ nome, mensagem });

  function issueToken(request: IncomingMessage, body: unknown) {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Invalid or inactive credentials' } };
    }
    if ((body as { grant_type?: unknown } | null)?.grant_type !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + state.tokenLifetimeSeconds * 1000);
    state.tokensIssued += 1;
    const scope = 'cob.write cob.read pix.read pix.write webhook.write webhook.read';
    return {
      status: 200,
      body: { access_token: token, token_type: 'Bearer', expires_in: state.tokenLifetimeSeconds, scope },
    };
  }

  function createCob(txid: string, body: Record<string, unknown> | null) {
    const valor = (body?.valor as { original?: unknown } | undefined)?.original;
    const expiracao = (body?.calendario as { expiracao?: unknown } | undefined)?.expiracao;
    if (!txidShape.test(txid)) return { status: 400, body: refusal('txid_invalido', 'Campo txid inválido.') };
    if (charges.has(txid))
      return { status: 400, body: refusal('txid_duplicado', 'Campo txid informado já foi utilizado.') };
    if (typeof valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor) || typeof body?.chave !== 'string') {
      return { status: 400, body: refusal('json_invalido', 'Valor ou chave inválidos.') };
    }
    const now = new Date().toISOString();
    const id = nextLocation++;
    const location = `pix.example.com/qr/v2/${randomBytes(16).toString('hex')}`;
    const cob: EfiStubCob = {
      calendario: { criacao: now, expiracao: typeof expiracao === 'number' ? expiracao : 86400 },
      txid,
      revisao: 0,
      loc: { id, location, tipoCob: 'cob', criacao: now },
      location,
      status: 'ATIVA',
      ...(body.devedor ? { devedor: body.devedor as Record<string, string> } : {}),
      valor: { original: valor },
      chave: body.chave,
      ...(typeof body.solicitacaoPagador === 'string' ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
      pixCopiaECola: `00020101021226830014BR.GOV.BCB.PIX2561${location}5204000053039865802BR5905EFISA6008SAOPAULO62070503***6304ABCD`,
    };
    charges.set(txid, cob);
    return { status: 201, body: cob };
  }

  function route(method: string, path: string, body: unknown) {
    const cob = path.match(/^\/v2\/cob\/([^/]+)$/);
    if (cob?.[1] && method === 'PUT') return createCob(cob[1], body as Record<string, unknown> | null);
    if (cob?.[1] && method === 'GET') {
      const found = charges.get(cob[1]);
      return found
        ? { status: 200, body: found }
        : { status: 404, body: refusal('cobranca_nao_encontrada', 'Cobrança não encontrada.') };
    }
    const qrcode = path.match(/^\/v2\/loc\/(\d+)\/qrcode$/);
    if (qrcode && method === 'GET') {
      const found = [...charges.values()].find((charge) => charge.loc.id === Number(qrcode[1]));
      if (!found) return { status: 404, body: refusal('location_nao_encontrada', 'Location não encontrada.') };
      return {
        status: 200,
        body: { qrcode: found.pixCopiaECola, imagemQrcode: tinyPng, linkVisualizacao: `https://${found.location}` },
      };
    }
    const webhook = path.match(/^\/v2\/webhook\/([^/]+)$/);
    const webhookUrl = (body as { webhookUrl?: unknown } | null)?.webhookUrl;
    if (webhook?.[1] && method === 'PUT' && typeof webhookUrl === 'string') {
      const chave = decodeURIComponent(webhook[1]);
      webhooks.set(chave, webhookUrl);
      return { status: 200, body: { webhookUrl, chave, criacao: new Date().toISOString() } };
    }
    return { status: 404, body: refusal('nao_encontrado', 'Recurso não encontrado.') };
  }

  function answer(request: IncomingMessage, response: ServerResponse, raw: string) {
    const path = new URL(request.url ?? '/', 'https://stub').pathname;
    const method = request.method ?? 'GET';
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      return send(response, 400, refusal('json_invalido', 'JSON inválido.'));
    }
    requests.push({ method, path, body });
    if (method === 'POST' && path === '/oauth/token') {
      const issued = issueToken(request, body);
      return send(response, issued.status, issued.body);
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if ((tokens.get(token) ?? 0) < Date.now()) return send(response, 401, refusal('nao_autorizado', 'Token inválido.'));
    const failure = failures.shift();
    if (failure) return send(response, failure.status, failure.body);
    const routed = route(method, path, body);
    send(response, routed.status, routed.body);
  }

  const server = https.createServer(
    {
      cert: readEfiFixture('serverCertificate'),
      key: readEfiFixture('serverKey'),
      ca: readEfiFixture('ca'),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')));
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const cobOf = (txid: string) => {
    const found = charges.get(txid);
    if (!found) throw new Error(`The Efí stub has no charge ${txid}`);
    return found;
  };

  return {
    url: `https://127.0.0.1:${port}`,
    /** The PEM the app must trust for this server (EFI_CA_FILE). */
    caFile: efiStubFiles.ca,
    clientId,
    clientSecret,
    requests,
    charges,
    /** The webhook URL registered per Pix key. */
    webhooks,
    get tokensIssued() {
      return state.tokensIssued;
    },
    /** The `expires_in` of the next tokens. */
    set tokenLifetimeSeconds(seconds: number) {
      state.tokenLifetimeSeconds = seconds;
    },
    /** The next authorized API call (not the token) is answered with this instead. */
    failNext(status: number, body: unknown = refusal('erro_aplicacao', 'Erro interno.')) {
      failures.push({ status, body });
    },
    setStatus(txid: string, status: EfiCobStatus) {
      cobOf(txid).status = status;
    },
    /**
     * Settles the charge (status CONCLUIDA, one Pix received) and notifies the webhook registered for
     * its key, with `/pix` appended as Efí does. Answers what was sent and the app's status.
     */
    async pay(txid: string): Promise<EfiStubDelivery> {
      const cob = cobOf(txid);
      const webhook = webhooks.get(cob.chave);
      if (!webhook) throw new Error(`No webhook is registered for the key ${cob.chave}`);
      const horario = new Date().toISOString();
      const pix = { endToEndId: endToEndId(new Date()), txid, valor: cob.valor.original, chave: cob.chave, horario };
      cob.status = 'CONCLUIDA';
      cob.pix = [...(cob.pix ?? []), pix];
      const url = `${webhook}/pix`;
      const body = JSON.stringify({ pix: [{ ...pix, infoPagador: 'Fatura' }] });
      return { url, body, status: await deliver(url, body) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type EfiStub = Awaited<ReturnType<typeof startEfiStub>>;
