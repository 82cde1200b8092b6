import { AppError } from '@chatdesk/contracts';
import type { BaileysEventMap } from 'baileys';
import type { ConnectionRow, ConnectionStatus } from '../channel-driver';
import { SendFailure } from '../channel-driver';
import type { HeldLease } from '../session-lease';
import { jidUser } from './baileys-jids';
import { ackFromReceipt, ackFromUpdate } from './baileys-normalizer';
import { MessageCache } from './message-cache';
import type { PgAuthStore } from './pg-auth-state';
import { rememberContacts } from './phone-book';
import { backoffDelay, decideOnClose } from './reconnect-policy';
import { handleCalls } from './session-calls';
import type { SessionContext } from './session-context';
import { importHistory } from './session-history';
import { ingestMessages, learnLids } from './session-inbound';
import type { WaSocket } from './socket-port';
import type { WhatsappWebDeps } from './whatsapp-web-deps';

type ConnectionUpdate = BaileysEventMap['connection.update'];
const pairingWaitMs = 20_000;

/**
 * One connection's WhatsApp Web session in this process: the lease that makes it the only runner,
 * the socket, and the state machine over Baileys' connection updates (qrcode -> OPENING ->
 * CONNECTED, TIMEOUT while reconnecting with backoff, DISCONNECTED when logged out, replaced or the
 * QR expired unscanned). Socket events are handled one at a time, in order.
 */
export class WhatsappWebSession {
  readonly cache = new MessageCache();
  /** What the session learned about identities (shared with its handlers and the driver's sends). */
  readonly identities = {
    lids: new Map<string, string>(),
    groups: new Map<string, string>(),
    known: new Map<string, string>(),
    pictures: new Map<string, { url: string | undefined; at: number }>(),
    ownSends: new Set<string>(),
  };
  #socket: WaSocket | null = null;
  #open = false;
  #everOpen = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  #lease: HeldLease | null = null;
  #chain: Promise<void> = Promise.resolve();
  #pairing = false;
  #qrWaiters: ((socket: WaSocket) => void)[] = [];

  constructor(
    readonly deps: WhatsappWebDeps,
    public connection: ConnectionRow,
    readonly store: PgAuthStore,
  ) {}

  get isOpen(): boolean {
    return this.#open && this.#socket !== null;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  /** False when another process holds the session (it runs there; nothing to do here). */
  async start(options: { pairing?: boolean } = {}): Promise<boolean> {
    this.#pairing = options.pairing ?? false;
    this.#lease = await this.deps.lease.hold(this.connection.id, () => this.#leaseLost());
    if (!this.#lease) {
      this.deps.logger.info({ connectionId: this.connection.id }, 'whatsapp session runs in another process');
      return false;
    }
    await this.#status('OPENING');
    await this.#connect();
    return true;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#closeSocket();
    await this.#lease?.release().catch(() => undefined);
    this.#lease = null;
  }

  /** Ends the session on the phone too, drops the credentials, DISCONNECTED. */
  async logout(): Promise<void> {
    const socket = this.#socket;
    this.#stopped = true;
    if (socket && this.#open) await socket.logout().catch(() => undefined);
    this.#closeSocket();
    await this.store.clear();
    await this.#status('DISCONNECTED');
    await this.#lease?.release().catch(() => undefined);
    this.#lease = null;
  }

  /** The socket of a connected session; a retryable failure otherwise (the job tries again later). */
  openSocket(): WaSocket {
    if (!this.#socket || !this.#open) throw new SendFailure('ERR_WAPP_NOT_INITIALIZED', true);
    return this.#socket;
  }

  /** The 8-character code to type on the phone, once the socket is ready to pair. */
  async pairingCode(phoneNumber: string): Promise<string> {
    this.#pairing = true;
    const socket = await new Promise<WaSocket>((resolve, reject) => {
      const timer = setTimeout(() => reject(new AppError('ERR_WAPP_NOT_INITIALIZED')), pairingWaitMs);
      this.#qrWaiters.push((ready) => {
        clearTimeout(timer);
        resolve(ready);
      });
    });
    const code = await socket.requestPairingCode(phoneNumber.replace(/\D/g, ''));
    await this.#status('PAIRING');
    return code;
  }

  #contextFor(socket: WaSocket): SessionContext {
    const { db, events, logger, sink, callSettings, downloadMedia } = this.deps;
    return {
      ...this.identities,
      connection: this.connection,
      socket,
      db,
      events,
      logger,
      sink,
      store: this.store,
      cache: this.cache,
      downloadMedia,
      callSettings,
    };
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const { state, saveCreds } = await this.store.authState();
    for (const [lid, phone] of await this.store.loadLidMappings()) this.identities.lids.set(lid, phone);
    const socket = this.deps.socketFactory({
      auth: state,
      logger: this.deps.logger,
      syncHistory: this.connection.enableImportMessage,
      getMessage: async (key) => this.cache.content(key),
    });
    this.#socket = socket;
    this.#open = false;
    const ctx = this.#contextFor(socket);
    const on = <T extends keyof BaileysEventMap>(event: T, handle: (arg: BaileysEventMap[T]) => Promise<unknown>) =>
      socket.ev.on(event, (arg) => this.#enqueue(socket, event, () => handle(arg)));
    on('creds.update', () => saveCreds());
    // Paired = WhatsApp gave us an identity (creds.me after a QR scan, registered after a pairing
    // code); Baileys keeps `state.creds` up to date itself, so it is read at close time.
    const paired = () => Boolean(state.creds.me?.id || state.creds.registered || this.#everOpen);
    on('connection.update', (update) => this.#onConnection(socket, update, paired));
    on('messages.upsert', ({ messages }) => ingestMessages(ctx, messages));
    on('messages.update', (updates) => this.#acks(updates.map(ackFromUpdate)));
    on('message-receipt.update', (receipts) => this.#acks(receipts.map(ackFromReceipt)));
    on('messaging-history.set', (set) => importHistory(ctx, set));
    on('call', (calls) => handleCalls(ctx, calls));
    on('contacts.upsert', (contacts) => rememberContacts(ctx, contacts));
    on('contacts.update', (contacts) => rememberContacts(ctx, contacts));
    on('lid-mapping.update', ({ lid, pn }) => learnLids(ctx, [[lid, pn]]));
    on('groups.update', async (groups) => {
      for (const group of groups) if (group.id && group.subject) this.identities.groups.set(group.id, group.subject);
    });
  }

  /** Runs socket events one after another; events of a socket we already dropped are ignored. */
  #enqueue(socket: WaSocket, event: string, work: () => Promise<unknown>) {
    this.#chain = this.#chain
      .then(async () => {
        if (socket === this.#socket) await work();
      })
      .catch((error) =>
        this.deps.logger.error({ err: error, event, connectionId: this.connection.id }, 'whatsapp event failed'),
      );
  }

  /** Resolves once queued socket events are handled (tests, shutdown). */
  idle(): Promise<void> {
    return this.#chain;
  }

  async #acks(acks: ({ kind: 'ack'; externalId: string; ack: number } | null)[]) {
    for (const ack of acks) if (ack) await this.deps.sink.inbound(this.connection, ack);
  }

  async #onConnection(socket: WaSocket, update: ConnectionUpdate, paired: () => boolean) {
    if (update.qr) {
      const waiters = this.#qrWaiters.splice(0);
      for (const wake of waiters) wake(socket);
      if (!this.#pairing) await this.#status('qrcode', update.qr);
    }
    if (update.connection === 'open') {
      this.#open = true;
      this.#everOpen = true;
      this.#attempt = 0;
      this.#pairing = false;
      const own = socket.user?.id;
      await this.#status('CONNECTED', undefined, own ? jidUser(own) : undefined);
    }
    if (update.connection === 'close') await this.#onClose(update, paired());
  }

  async #onClose(update: ConnectionUpdate, paired: boolean) {
    const error = update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined;
    const decision = decideOnClose(error?.output?.statusCode, paired);
    this.#closeSocket();
    if (this.#stopped) return;
    this.deps.logger.info(
      { connectionId: this.connection.id, decision, statusCode: error?.output?.statusCode },
      'whatsapp socket closed',
    );
    switch (decision.action) {
      case 'restart':
        await this.#connect();
        return;
      case 'retry':
        this.#attempt += 1;
        await this.#status('TIMEOUT');
        this.#timer = setTimeout(
          () => {
            this.#timer = undefined;
            this.#connect().catch((err) => this.deps.logger.error({ err }, 'whatsapp reconnect failed'));
          },
          backoffDelay(this.#attempt, this.deps.backoff),
        );
        this.#timer.unref?.();
        return;
      case 'logged-out':
      case 'qr-expired':
        await this.store.clear();
        break;
      case 'replaced':
        break;
    }
    this.#stopped = true;
    await this.#status('DISCONNECTED');
    await this.#lease?.release().catch(() => undefined);
    this.#lease = null;
  }

  /** Another process holds the session now (we stalled past the lease): stop our socket, say nothing. */
  #leaseLost() {
    this.deps.logger.warn({ connectionId: this.connection.id }, 'whatsapp session lease lost; stopping socket');
    this.#stopped = true;
    this.#lease = null;
    this.#closeSocket();
  }

  #closeSocket() {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const socket = this.#socket;
    this.#socket = null;
    this.#open = false;
    if (!socket) return;
    try {
      socket.end(undefined);
    } catch {
      // already closed
    }
  }

  async #status(status: ConnectionStatus, qrcode?: string, number?: string) {
    if (this.#stopped && status !== 'DISCONNECTED') return;
    await this.deps.sink.status(this.connection, status, qrcode, number);
  }
}
