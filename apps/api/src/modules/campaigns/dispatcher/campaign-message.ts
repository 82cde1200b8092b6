import { extname } from 'node:path';
import type { campaigns } from '../../../db/schema';
import { publicMediaPrefix } from '../../../platform/storage/media-storage';
import { confirmationTexts, filledVariants, messageTexts } from './snapshot-recipients';

type Campaign = typeof campaigns.$inferSelect;

/** A campaign variable: a name in single braces ({nome}, {numero}, {email}, {empresa}...). */
const variablePattern = /\{([^{}\s]+)\}/g;

/** Fills the recipient's captured variables; a name the recipient has no value for stays as written. */
export function fillCampaignVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(variablePattern, (written, name: string) => variables[name] ?? written);
}

/**
 * The text a recipient gets next: the confirmation variant while the campaign asks for a
 * confirmation not yet given (rotating over the filled ones by the row's id), else the message
 * variant chosen when the campaign started.
 */
export function campaignText(
  campaign: Campaign,
  row: { id: number; variant: number; confirmedAt: Date | null },
): { text: string; asksConfirmation: boolean } {
  if (campaign.confirmation && row.confirmedAt === null) {
    const texts = confirmationTexts(campaign);
    const variants = filledVariants(texts);
    const variant = variants[row.id % variants.length] ?? 1;
    return { text: texts[variant - 1] ?? '', asksConfirmation: true };
  }
  return { text: messageTexts(campaign)[row.variant - 1] ?? '', asksConfirmation: false };
}

const mediaTypes: Record<string, string> = {
  '.jpg': 'image',
  '.jpeg': 'image',
  '.png': 'image',
  '.gif': 'image',
  '.webp': 'image',
  '.mp4': 'video',
  '.mp3': 'audio',
  '.ogg': 'audio',
  '.opus': 'audio',
};

/**
 * The campaign's attachment as the outbound path takes it: the stored file's name under the
 * company's media folder, the text as its caption. Every recipient's message names the same
 * stored file; a file outside the company's folder is not sent.
 */
export function campaignMedia(campaign: Campaign): { mediaType: string; mediaUrl: string | null } {
  const prefix = `${publicMediaPrefix}${campaign.companyId}/`;
  if (!campaign.mediaPath?.startsWith(prefix)) return { mediaType: 'conversation', mediaUrl: null };
  const mediaUrl = campaign.mediaPath.slice(prefix.length);
  return { mediaType: mediaTypes[extname(mediaUrl).toLowerCase()] ?? 'document', mediaUrl };
}
