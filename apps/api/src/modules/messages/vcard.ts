/** vCard 3.0 text of a contact (RFC 6350 escaping); WhatsApp reads `waid` as the number to chat with. */
export function buildVCard(contact: { name: string; number: string }): string {
  const escapeText = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
  const digits = contact.number.replace(/\D/g, '');
  const name = escapeText(contact.name);
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:;${name};;;`,
    `FN:${name}`,
    `TEL;type=CELL;type=VOICE;waid=${digits}:+${digits}`,
    'END:VCARD',
  ].join('\n');
}
