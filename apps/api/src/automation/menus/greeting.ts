import { publicMediaPrefix } from '../../platform/storage/media-storage';
import type { BotMessage, BotTurn } from '../bot-turn';

/** Greeting media are pictures or videos (spec 2 greetingMediaAttachment); the stored name's extension says which. */
const videoExtension = /\.(mp4|m4v|mov|3gp|webm|mkv|avi|mpe?g)$/i;

/**
 * The connection's greetingMediaAttachment as a bot message: the stored file (a `/public/{companyId}/…`
 * URL of this company's media, see the connections module's greeting-media upload), or null.
 */
export function greetingMedia(turn: Pick<BotTurn, 'connection' | 'companyId'>): BotMessage | null {
  const url = turn.connection.greetingMediaAttachment;
  const prefix = `${publicMediaPrefix}${turn.companyId}/`;
  if (!url?.startsWith(prefix)) return null;
  const fileName = url.slice(prefix.length);
  return { body: '', mediaUrl: fileName, mediaType: videoExtension.test(fileName) ? 'video' : 'image' };
}

/** The connection's greeting: its media first (when it has one), then `text` (the greeting, or the greeting and a menu). */
export async function sendGreeting(turn: BotTurn, text: BotMessage): Promise<void> {
  const media = greetingMedia(turn);
  if (media) await turn.send(media);
  await turn.send(text);
}
