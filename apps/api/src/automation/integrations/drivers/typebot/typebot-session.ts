import { z } from 'zod';
import { normalizeAnswer } from '../../../menus/match-answer';

/**
 * What the Typebot driver keeps per ticket between calls (the runner stores it in PostgreSQL):
 * Typebot's session id, when the customer last talked to it, and the input it waits on.
 */
const typebotSession = z.object({
  sessionId: z.string().min(1),
  lastActivityAt: z.iso.datetime(),
  input: z.object({ id: z.string(), type: z.string(), choices: z.array(z.string()), multiple: z.boolean() }).nullable(),
});
export type TypebotSession = z.infer<typeof typebotSession>;

/** The stored state, or null when there is none, it is not this driver's, or it went silent too long. */
export function liveSession(
  stored: Record<string, unknown> | null,
  expiresMinutes: number,
  now: Date,
): TypebotSession | null {
  const parsed = typebotSession.safeParse(stored);
  if (!parsed.success) return null;
  const silentMs = now.getTime() - Date.parse(parsed.data.lastActivityAt);
  // typebotExpires 0: the session never expires.
  if (expiresMinutes > 0 && silentMs > expiresMinutes * 60_000) return null;
  return parsed.data;
}

/** A finish or restart keyword: the whole message, case and accents aside; an empty keyword never matches. */
export function isKeyword(text: string, keyword: string): boolean {
  const wanted = normalizeAnswer(keyword);
  return wanted !== '' && normalizeAnswer(text) === wanted;
}
