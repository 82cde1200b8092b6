import type { prompts, queueIntegrations } from '../../db/schema';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { IntegrationHttp } from './http/integration-http';

export type QueueIntegrationRow = typeof queueIntegrations.$inferSelect;
export type PromptRow = typeof prompts.$inferSelect;

/** What answers a ticket while its useIntegration is on: a queue integration or a prompt. */
export type IntegrationTarget =
  | { kind: 'integration'; integration: QueueIntegrationRow }
  | { kind: 'prompt'; prompt: PromptRow };

/** A customer message handed to the engine. */
export interface ConversationMessage {
  id: number;
  body: string;
  /** '' for text; image, audio, video, document... */
  mediaType: string;
  /** The stored file's public path (`/public/{companyId}/{file}`) or null. */
  mediaUrl: string | null;
  createdAt: Date;
}

/**
 * One call of an engine: the customer's messages it has not seen yet (oldest first; usually one,
 * more when they arrived while the previous call ran) and what the engine may need around them.
 * Built by the runner outside any transaction: a driver only calls out and answers.
 */
export interface ConversationTurn {
  companyId: number;
  now: Date;
  ticket: { id: number; uuid: string; status: string; queueId: number | null; userId: number | null; channel: string };
  contact: { id: number; name: string; number: string; email: string };
  connection: { id: number; name: string };
  messages: readonly ConversationMessage[];
  /** The driver's own state for this ticket as it last returned it (null: first call, or after an end). */
  session: Record<string, unknown> | null;
  http: IntegrationHttp;
  secrets: Pick<SecretBox, 'open'>;
  /** The ticket's last `limit` text messages before these, oldest first (the OpenAI history). */
  history(limit: number): Promise<readonly { fromMe: boolean; body: string }[]>;
  /** The bytes of a stored media file named by `mediaUrl` (audio to transcribe, for instance). */
  readMedia(mediaUrl: string): Promise<Buffer>;
}

/** A message the engine answers; media arrive as a URL to fetch (through IntegrationHttp) or as bytes. */
export type ReplyMessage =
  | { kind: 'text'; body: string }
  | { kind: 'media-url'; url: string; mediaType: 'image' | 'audio' | 'video' | 'document'; caption?: string }
  | {
      kind: 'media-bytes';
      bytes: Buffer;
      mimeType: string;
      fileName: string;
      mediaType: 'image' | 'audio' | 'video' | 'document';
      caption?: string;
    };

/** What the engine asks the ticket to do after its messages (docs/integrations.md "Actions"). */
export type IntegrationAction =
  | { type: 'transfer-queue'; queueId: number }
  | { type: 'transfer-user'; userId: number; queueId?: number }
  | { type: 'close' }
  /** Leave the engine: the ticket waits for the queue's attendants (OpenAI's "transfer to a human"). */
  | { type: 'handover' }
  | { type: 'tags'; tags: readonly string[] };

export interface IntegrationReply {
  messages: readonly ReplyMessage[];
  /** Pause between two messages, in ms (Typebot's typebotDelayMessage). */
  delayMs?: number;
  actions: readonly IntegrationAction[];
  /** The state to keep for the next call; null forgets it (the next message starts afresh). */
  session: Record<string, unknown> | null;
}

/**
 * One engine. `converse` may throw (IntegrationCallError, or anything else): the runner then hands
 * the ticket to a human with a log entry, so the customer is never left unanswered.
 */
export interface IntegrationDriver<T extends IntegrationTarget = IntegrationTarget> {
  converse(target: T, turn: ConversationTurn): Promise<IntegrationReply>;
}
