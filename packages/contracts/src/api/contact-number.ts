/**
 * Contact numbers: how each channel stores them and how LGPD hides them. Shared so that the
 * API, the contact form and the export mask the same way.
 */

export const contactChannels = ['whatsapp', 'whatsappapi', 'facebook', 'instagram', 'webchat', 'sandbox'] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** Channels addressed by a phone number: their numbers are stored as digits only. */
export const phoneChannels: readonly ContactChannel[] = ['whatsapp', 'whatsappapi', 'sandbox'];

/** What is stored for a typed number: digits only on phone channels ('+55 (11) 9...' -> '5511...'), trimmed elsewhere. */
export function normalizeContactNumber(channel: ContactChannel, raw: string): string {
  return phoneChannels.includes(channel) ? raw.replace(/\D/g, '') : raw.trim();
}

/**
 * Spec 2 §9 (export) and §6 (LGPD): a masked number shows only its last 2 digits and the digits
 * before the last 6; the 4 in between become '*', so the length and the country/area prefix stay
 * readable ('5511987654321' -> '5511987****21'). Numbers of 6 characters or fewer keep only the
 * last 2. Masking an already masked number changes nothing.
 */
export function maskNumber(number: string): string {
  if (number.length <= 2) return number;
  if (number.length <= 6) return '*'.repeat(number.length - 2) + number.slice(-2);
  return `${number.slice(0, -6)}****${number.slice(-2)}`;
}
