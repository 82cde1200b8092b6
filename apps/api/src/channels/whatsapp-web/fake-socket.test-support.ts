import { EventEmitter } from 'node:events';
import type { AnyMessageContent, BaileysEventMap, MiscMessageGenerationOptions, WAMessage } from 'baileys';
import type { SocketFactory, SocketOptions, WaSocket } from './socket-port';

/**
 * A stand-in for Baileys' socket: the test plays WhatsApp by emitting the events Baileys would
 * (connection.update, messages.upsert...) and reads what the driver asked of the socket.
 */
export class FakeSocket implements WaSocket {
  readonly #emitter = new EventEmitter();
  readonly ev = {
    on: <T extends keyof BaileysEventMap>(event: T, listener: (arg: BaileysEventMap[T]) => void) => {
      this.#emitter.on(event, listener);
    },
    removeAllListeners: <T extends keyof BaileysEventMap>(event: T) => {
      this.#emitter.removeAllListeners(event);
    },
  };
  user: { id: string } | undefined = { id: '5511900000000:3@s.whatsapp.net' };
  ended = false;
  loggedOut = false;
  readonly sent: { jid: string; content: AnyMessageContent; options?: MiscMessageGenerationOptions }[] = [];
  readonly rejected: string[] = [];
  readonly checked: string[] = [];
  onWhatsAppAnswer: (jid: string) => { exists: boolean; jid: string }[] = (jid) => [{ exists: true, jid }];
  #nextId = 1;

  constructor(readonly options: SocketOptions) {}

  emit<T extends keyof BaileysEventMap>(event: T, arg: BaileysEventMap[T]) {
    this.#emitter.emit(event, arg);
  }

  end() {
    this.ended = true;
  }
  async logout() {
    this.loggedOut = true;
  }
  async sendMessage(jid: string, content: AnyMessageContent, options?: MiscMessageGenerationOptions) {
    this.sent.push({ jid, content, ...(options ? { options } : {}) });
    const message: WAMessage = {
      key: { remoteJid: jid, fromMe: true, id: `SENT${this.#nextId++}` },
      message: 'text' in content ? { conversation: content.text } : { conversation: '' },
    };
    return message;
  }
  async onWhatsApp(...jids: string[]) {
    this.checked.push(...jids);
    return jids.flatMap((jid) => this.onWhatsAppAnswer(jid));
  }
  async requestPairingCode() {
    return 'ABCD1234';
  }
  async rejectCall(callId: string) {
    this.rejected.push(callId);
  }
  async groupMetadata(jid: string) {
    return { id: jid, subject: 'Equipe Vendas' };
  }
  async profilePictureUrl(jid: string) {
    return `https://pps.example/${jid.split('@')[0]}.jpg`;
  }
  async updateMediaMessage(message: WAMessage) {
    return message;
  }
}

/** Every socket the driver created, newest last, with the time it was made. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  const createdAt: number[] = [];
  const factory: SocketFactory = (options) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    createdAt.push(Date.now());
    return socket;
  };
  return { factory, sockets, createdAt, latest: () => sockets.at(-1) as FakeSocket };
}

/** A Boom-like close error as Baileys reports it. */
export const closedWith = (statusCode: number) => ({
  connection: 'close' as const,
  lastDisconnect: {
    error: Object.assign(new Error(`closed ${statusCode}`), { output: { statusCode } }),
    date: new Date(),
  },
});
