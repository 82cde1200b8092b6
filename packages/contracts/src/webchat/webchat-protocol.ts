/**
 * The wire protocol between the web chat widget (apps/web/src/widget) and the API's visitor
 * gateway (apps/api/src/channels/webchat). Plain constants and types only, without zod, so the
 * widget bundle imports this file directly and stays small.
 */

/** Socket.IO path of the visitor gateway (its own engine, next to the staff one at /socket.io). */
export const webchatSocketPath = '/webchat/socket.io';
export const webchatNamespace = '/webchat';

/** Attachments a visitor may send, checked again on the bytes by the server. */
export const webchatAttachmentMaxBytes = 10 * 1024 * 1024;
export const webchatBodyMaxLength = 4096;
export const webchatNameMaxLength = 80;
export const webchatUserIdMaxLength = 48;
/** A widget key: 32 url-safe characters. */
export const webchatWidgetKeyPattern = /^[A-Za-z0-9_-]{32}$/;
/** The visitor's own id for a message (idempotent resend after a reconnect). */
export const webchatClientIdPattern = /^[A-Za-z0-9-]{8,40}$/;

/** What the widget sends in the handshake (`auth`). */
export interface WebchatHandshake {
  key: string;
  /** The visitor token the server issued earlier (kept in the host page's localStorage). */
  token?: string;
  name?: string;
  /** Optional company identity: its user id and hex HMAC-SHA256(userId, identity secret). */
  userId?: string;
  userHash?: string;
}

/** First event after a successful handshake. */
export interface WebchatSession {
  token: string;
  visitorId: string;
  visitorName: string;
  title: string;
  color: string;
  greeting: string;
}

export interface WebchatAttachmentInput {
  name: string;
  type: string;
  data: ArrayBuffer | Uint8Array;
}

/** Visitor -> server `message`, answered through the Socket.IO ack callback. */
export interface WebchatVisitorMessage {
  clientId: string;
  body: string;
  attachment?: WebchatAttachmentInput;
}
export type WebchatSendReply = { ok: true; externalId: string } | { ok: false; error: string };

/** Server -> visitor `message` (an attendant's message), and the entries of `history`. */
export interface WebchatServerMessage {
  externalId: string;
  fromVisitor: boolean;
  body: string;
  mediaType: string;
  /** `/public/...` path on the API origin, when the message carries a file. */
  mediaUrl: string | null;
  agentName: string | null;
  at: string;
}

/** Server -> visitor `typing`. */
export interface WebchatTyping {
  agentName: string;
  typing: boolean;
}

/** Visitor -> server `typing`: the visitor started or stopped typing (shown in the attendants' header). */
export interface WebchatVisitorTyping {
  typing: boolean;
}

/** Visitor -> server `ack`: 2 delivered to the widget, 3 read (window open and visible). */
export interface WebchatAck {
  externalIds: string[];
  ack: 2 | 3;
}

export const webchatEvents = {
  session: 'session',
  message: 'message',
  history: 'history',
  typing: 'typing',
  ack: 'ack',
} as const;
