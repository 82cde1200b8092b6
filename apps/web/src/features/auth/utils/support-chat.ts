/**
 * The login page's support-chat link from the public setting `supportChatUrl`: an http(s) URL is
 * used as is; a phone number (8 to 15 digits, any punctuation) becomes a WhatsApp chat at
 * https://wa.me/{digits}. Anything else (unset, other schemes) hides the button.
 */
export function supportChatHref(setting: string | null): string | null {
  const value = setting?.trim();
  if (!value) return null;
  if (/^https?:\/\/[^\s/]+/i.test(value)) return value;
  if (/^[\d\s()+.-]+$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 8 && digits.length <= 15) return `https://wa.me/${digits}`;
  }
  return null;
}
