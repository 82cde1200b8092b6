import { z } from 'zod';

/** An action as engines write it (docs/integrations.md "Actions") and as delayed deliveries carry it. */
export const integrationActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transfer-queue'), queueId: z.number().int().positive() }),
  z.object({
    type: z.literal('transfer-user'),
    userId: z.number().int().positive(),
    queueId: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal('close') }),
  z.object({ type: z.literal('handover') }),
  z.object({ type: z.literal('tags'), tags: z.array(z.string().trim().min(1).max(60)).max(20) }),
]);
