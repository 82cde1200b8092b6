import { z } from 'zod';
import { IntegrationCallError } from '../../http/integration-http';
import { integrationActionSchema } from '../../integration-action.schema';
import type { IntegrationReply, ReplyMessage } from '../../integration-driver';

const text = z.object({ type: z.literal('text'), body: z.string().max(4096) });
const media = z.object({
  type: z.enum(['image', 'audio', 'video', 'document']),
  url: z.string().url().max(2000),
  caption: z.string().max(1024).optional(),
});

/** What an n8n workflow or a webhook answers (docs/integrations.md "Webhook and n8n"): every field optional. */
export const webhookAnswerSchema = z.object({
  messages: z
    .array(z.union([text, media]))
    .max(20)
    .default([]),
  actions: z.array(integrationActionSchema).max(10).default([]),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  /** Kept for the ticket and sent back with its next messages; null forgets it. */
  session: z.record(z.string(), z.unknown()).nullable().optional(),
});

const replyOf = (message: z.infer<typeof webhookAnswerSchema>['messages'][number]): ReplyMessage =>
  message.type === 'text'
    ? { kind: 'text', body: message.body }
    : {
        kind: 'media-url',
        url: message.url,
        mediaType: message.type,
        ...(message.caption !== undefined ? { caption: message.caption } : {}),
      };

/**
 * The engine's answer as a reply: an empty body (204, or nothing) says nothing; anything that is
 * not the documented JSON is a malformed answer, which hands the ticket to a human.
 */
export function parseWebhookAnswer(raw: string, previous: Record<string, unknown> | null): IntegrationReply {
  if (raw.trim() === '') return { messages: [], actions: [], session: previous };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new IntegrationCallError('malformed', 'The answer is not JSON');
  }
  const parsed = webhookAnswerSchema.safeParse(json);
  if (!parsed.success) throw new IntegrationCallError('malformed', 'The answer is not in the documented format');
  const answer = parsed.data;
  return {
    messages: answer.messages.map(replyOf),
    actions: answer.actions,
    ...(answer.delayMs !== undefined ? { delayMs: answer.delayMs } : {}),
    session: answer.session === undefined ? previous : answer.session,
  };
}
