import type {
  AnyMessageContent,
  AuthenticationState,
  BaileysEventMap,
  MiscMessageGenerationOptions,
  proto,
  WAMessage,
} from 'baileys';
import type { Logger } from '../../platform/logger/logger';
import { baileys } from './baileys-lib';
import { UploadedMediaCache } from './uploaded-media-cache';

/**
 * The part of Baileys' socket the driver uses. The real one is `makeWASocket`; tests inject an
 * emitter implementing the same members, so the session state machine runs without WhatsApp.
 */
export interface WaSocket {
  ev: {
    on<T extends keyof BaileysEventMap>(event: T, listener: (arg: BaileysEventMap[T]) => void): void;
    removeAllListeners<T extends keyof BaileysEventMap>(event: T): void;
  };
  user?: { id: string; lid?: string } | undefined;
  end(error: Error | undefined): void;
  logout(message?: string): Promise<void>;
  sendMessage(
    jid: string,
    content: AnyMessageContent,
    options?: MiscMessageGenerationOptions,
  ): Promise<WAMessage | undefined>;
  onWhatsApp(...jids: string[]): Promise<{ exists: unknown; jid: string }[] | undefined>;
  requestPairingCode(phoneNumber: string): Promise<string>;
  rejectCall(callId: string, callFrom: string): Promise<void>;
  groupMetadata(jid: string): Promise<{ id: string; subject: string }>;
  profilePictureUrl(jid: string, type?: 'image' | 'preview', timeoutMs?: number): Promise<string | undefined>;
  updateMediaMessage(message: WAMessage): Promise<WAMessage>;
}

export interface SocketOptions {
  auth: AuthenticationState;
  logger: Logger;
  /** History sync is downloaded only when the connection imports messages. */
  syncHistory: boolean;
  getMessage(key: proto.IMessageKey): Promise<proto.IMessage | undefined>;
}

export type SocketFactory = (options: SocketOptions) => WaSocket;

/** Media bytes of a message (the real download, replaced in tests). */
export type MediaDownloader = (message: WAMessage, socket: WaSocket, logger: Logger) => Promise<Buffer>;

type SocketConfigOverrides = Partial<Parameters<ReturnType<typeof baileys>['makeWASocket']>[0]>;

/** The real socket; `overrides` lets a test point it at a local address instead of WhatsApp. */
export const createBaileysSocketFactory =
  (overrides: SocketConfigOverrides = {}): SocketFactory =>
  ({ auth, logger, syncHistory, getMessage }) => {
    const lib = baileys();
    // Baileys is chatty: at most warnings reach our logs (never more than the parent lets through).
    const quiet = logger.child({ module: 'baileys' }, { level: logger.levelVal > 40 ? logger.level : 'warn' });
    return lib.makeWASocket({
      auth: { creds: auth.creds, keys: lib.makeCacheableSignalKeyStore(auth.keys, quiet as never) },
      logger: quiet as never,
      browser: lib.Browsers.ubuntu('Chrome'),
      markOnlineOnConnect: false,
      // Our own sends are recorded by the outbound path; echoing them would race that write.
      emitOwnEvents: false,
      syncFullHistory: syncHistory,
      shouldSyncHistoryMessage: () => syncHistory,
      generateHighQualityLinkPreview: false,
      getMessage,
      // One per socket: a file sent to many (a campaign's attachment) is uploaded once.
      mediaCache: new UploadedMediaCache(),
      ...overrides,
    }) as unknown as WaSocket;
  };

export const baileysSocketFactory: SocketFactory = createBaileysSocketFactory();

export const baileysMediaDownloader: MediaDownloader = async (message, socket, logger) => {
  const lib = baileys();
  return lib.downloadMediaMessage(
    message,
    'buffer',
    {},
    { logger: logger as never, reuploadRequest: (m) => socket.updateMediaMessage(m) },
  );
};
