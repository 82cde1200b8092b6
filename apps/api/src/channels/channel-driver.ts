import type { connections } from '../db/schema';

/**
 * The one interface every channel implements (ARCHITECTURE.md "Channels"). Drivers speak their
 * provider's protocol and nothing else: they turn provider payloads into the normalized shapes below
 * and hand them to the inbound pipeline, and they send normalized outbound messages. Tickets,
 * contacts and events are the pipeline's business, never a driver's.
 */

export type ConnectionRow = typeof connections.$inferSelect;
export type ConnectionStatus = ConnectionRow['status'];

/** A file the pipeline stores under DATA_DIR/media before the message row is written. */
export interface InboundMedia {
  data: Buffer;
  mimetype: string;
  fileName?: string;
}

/** Who wrote: a phone number (digits), a page-scoped id, a widget visitor id... */
export interface InboundSender {
  /** The channel's id of the contact (digits for phone channels). */
  id: string;
  name: string;
  urlPicture?: string;
}

/** A message as the pipeline stores it, whatever channel it came from (spec 1 §3 Message). */
export interface NormalizedInboundMessage {
  kind: 'message';
  /** The channel's own message id: a repeated delivery of the same id changes nothing. */
  externalId: string;
  /** The conversation's contact: the person, or the group itself for group messages. */
  chat: InboundSender & { isGroup: boolean };
  /** The author inside a group (absent for one-to-one chats). */
  participant?: InboundSender;
  fromMe: boolean;
  /** One of `messageMediaTypes` of packages/contracts. */
  mediaType: string;
  /** The spec's body conventions, written by message-bodies in packages/contracts ('[BOTOES]…', '[PIX]…', …). */
  body: string;
  /** History import: stored like any message, but automation (greetings, bots) does not answer it. */
  imported?: boolean;
  /** Spec 1 §3 dataJson: the structured payload (list sections, event times, poll options…). */
  dataJson?: unknown;
  media?: InboundMedia;
  /** The external id of the message this one quotes or reacts to. */
  quotedExternalId?: string;
  timestamp?: Date;
}

/** Delivery progress of an outbound message (spec 1 §3 ack values). */
export interface NormalizedAck {
  kind: 'ack';
  externalId: string;
  ack: number;
}

/** The contact edited or deleted one of their messages. */
export interface NormalizedEdit {
  kind: 'edit';
  externalId: string;
  body: string;
}
export interface NormalizedDelete {
  kind: 'delete';
  externalId: string;
}

export type NormalizedInbound = NormalizedInboundMessage | NormalizedAck | NormalizedEdit | NormalizedDelete;

/** What the outbound sender hands a driver: a stored message row, resolved for the wire. */
export interface OutboundMessage {
  messageId: number;
  /** The contact's channel id (digits for phone channels, the group id for groups). */
  to: string;
  isGroup: boolean;
  body: string;
  mediaType: string;
  /** Absolute path of the stored file, when the message carries media. */
  mediaPath?: string;
  mediaMimetype?: string;
  dataJson?: unknown;
  quotedExternalId?: string;
}

export interface SendResult {
  externalId: string;
  /** The ack known right after sending (1 = sent, normally). */
  ack: number;
}

/** Where a driver reports what happened on its side. */
export interface ChannelSink {
  inbound(connection: ConnectionRow, event: NormalizedInbound): Promise<void>;
  /** `number`: the account's own number once known (WhatsApp Web reports it when the session opens). */
  status(connection: ConnectionRow, status: ConnectionStatus, qrcode?: string, number?: string): Promise<void>;
}

export interface ChannelDriver {
  readonly channel: ConnectionRow['channel'];
  start(connection: ConnectionRow): Promise<void>;
  stop(connectionId: number): Promise<void>;
  /** Stops every session this driver runs (process shutdown). */
  stopAll?(): Promise<void>;
  /** Throws `SendFailure` with `retryable` false for errors a retry cannot fix (invalid number…). */
  send(connection: ConnectionRow, message: OutboundMessage): Promise<SendResult>;
  /** Edit or revoke a message already sent; channels without the feature leave these out. */
  edit?(connection: ConnectionRow, target: { to: string; externalId: string }, body: string): Promise<void>;
  delete?(connection: ConnectionRow, target: { to: string; externalId: string }): Promise<void>;
  /** Ends the session on the provider's side too (WhatsApp Web logout); stored credentials are dropped. */
  logout?(connection: ConnectionRow): Promise<void>;
  /** Session login by pairing code instead of QR: the 8-character code to type on the phone. */
  requestPairingCode?(connection: ConnectionRow, phoneNumber: string): Promise<string>;
  /**
   * The people the connection's phone knows (its contact store), for the contact import; only
   * the ones it has a chat with when `chatsOnly`. Channels without a phone book leave it out.
   */
  readPhoneBook?(connection: ConnectionRow, options: { chatsOnly: boolean }): Promise<PhoneBookEntry[]>;
  /**
   * Which of `numbers` (digits) have WhatsApp, for the contact lists' check: each number asked is a
   * key of the answer. Throws while the session cannot ask. Channels that cannot tell leave it out.
   */
  checkNumbers?(connection: ConnectionRow, numbers: readonly string[]): Promise<Map<string, boolean>>;
}

/** One person of a phone's contact store: `number` in digits; `chat`: the phone has a chat with them. */
export interface PhoneBookEntry {
  number: string;
  name: string;
  chat: boolean;
}

export class SendFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}
