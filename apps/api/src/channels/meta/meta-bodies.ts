/**
 * The spec's body conventions (spec 1 §3 Message) for what Meta channels deliver, the same ones
 * the sandbox phone produces: 'image|link|description' for locations, the vCard itself for contacts.
 */

export interface StructuredBody {
  mediaType: string;
  body: string;
  dataJson?: unknown;
}

const part = (value: string | undefined) => (value ?? '').replaceAll('|', '/').trim();

export function locationBody(location: {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
}): StructuredBody {
  const { latitude, longitude } = location;
  const link = `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17&hl=pt-BR`;
  const description = [location.name, location.address].filter(Boolean).join(', ');
  return {
    mediaType: 'locationMessage',
    body: ['', link, part(description) || `${latitude}, ${longitude}`].join('|'),
    dataJson: { latitude, longitude, description: description || null },
  };
}

/** A Cloud API shared contact: `{ name: { formatted_name }, phones: [{ phone, wa_id }] }`. */
export interface CloudContactCard {
  name?: { formatted_name?: string; first_name?: string };
  phones?: { phone?: string; wa_id?: string; type?: string }[];
}

/** One vCard per shared contact, joined: the body is the card (spec 1 §3 vCard). */
export function contactsBody(cards: CloudContactCard[]): StructuredBody {
  const vcards = cards.map((card) => {
    const name = (card.name?.formatted_name ?? card.name?.first_name ?? '').replace(/[\r\n;]/g, ' ');
    const phones = (card.phones ?? [])
      .map((phone) => {
        const digits = (phone.wa_id ?? phone.phone ?? '').replace(/\D/g, '');
        return digits ? `TEL;type=CELL;waid=${digits}:+${digits}\n` : '';
      })
      .join('');
    return `BEGIN:VCARD\nVERSION:3.0\nN:;${name};;;\nFN:${name}\n${phones}END:VCARD`;
  });
  const displayName = cards[0]?.name?.formatted_name ?? '';
  return { mediaType: 'contactMessage', body: vcards.join('\n'), dataJson: { displayName, vcard: vcards.join('\n') } };
}
