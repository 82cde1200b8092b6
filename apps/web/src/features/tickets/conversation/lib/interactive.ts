import { pixKeyTypes } from '@chatdesk/contracts';

/** Spec 1 §4 interactive messages and §5 their validation. */
export const interactiveKinds = ['list', 'copy', 'call', 'url', 'pix'] as const;
export type InteractiveKind = (typeof interactiveKinds)[number];
export { pixKeyTypes };
export type PixKeyType = (typeof pixKeyTypes)[number];

export interface ListRowDraft {
  title: string;
  description: string;
}
export interface ListSectionDraft {
  title: string;
  rows: ListRowDraft[];
}

export interface InteractiveDraft {
  kind: InteractiveKind;
  title: string;
  text: string;
  buttonText: string;
  sections: ListSectionDraft[];
  copyText: string;
  phoneNumber: string;
  image: string;
  url: string;
  pixValue: string;
  pixKeyType: PixKeyType;
  pixKey: string;
  merchantName: string;
}

export const emptyDraft = (kind: InteractiveKind = 'list'): InteractiveDraft => ({
  kind,
  title: '',
  text: '',
  buttonText: '',
  sections: [{ title: '', rows: [{ title: '', description: '' }] }],
  copyText: '',
  phoneNumber: '',
  image: '',
  url: '',
  pixValue: '',
  pixKeyType: 'CPF',
  pixKey: '',
  merchantName: '',
});

export type DraftField = keyof Omit<InteractiveDraft, 'kind' | 'sections' | 'pixKeyType'>;

/** The fields each kind asks for; the required ones are checked before sending. */
export const kindFields: Record<InteractiveKind, { fields: DraftField[]; required: DraftField[] }> = {
  list: { fields: ['title', 'text', 'buttonText'], required: ['title', 'text', 'buttonText'] },
  copy: { fields: ['title', 'text', 'buttonText', 'copyText'], required: ['title', 'buttonText', 'copyText'] },
  call: { fields: ['title', 'text', 'buttonText', 'phoneNumber'], required: ['title', 'buttonText', 'phoneNumber'] },
  // The header image is picked as a file (base64), not typed.
  url: { fields: ['title', 'text', 'buttonText', 'url'], required: ['title', 'buttonText', 'url'] },
  pix: {
    fields: ['title', 'pixValue', 'merchantName', 'pixKey'],
    required: ['title', 'pixValue', 'merchantName', 'pixKey'],
  },
};

/** A PHONE key gets the +55 prefix when it is missing; other keys go as typed. */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const trimmed = key.trim();
  if (type !== 'PHONE') return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+55') || (digits.startsWith('55') && digits.length >= 12) ? `+${digits}` : `+55${digits}`;
}

/** '12,50' or '12.50' reais as cents (the unit money travels in), or null when unreadable or not positive. */
export function reaisToCents(value: string): number | null {
  const trimmed = value.trim();
  // With a comma the dots group thousands (1.234,56); without one the dot is the decimal point.
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const amount = Number(normalized);
  return Number.isFinite(amount) && amount > 0 && normalized !== '' ? Math.round(amount * 100) : null;
}

export type InteractiveRequest =
  | { ok: true; path: string; body: Record<string, unknown> }
  | { ok: false; issue: 'invalidTicket' | 'selectTitle' | 'invalidValue' }
  | { ok: false; issue: 'required'; fields: DraftField[] };

const validTicketId = (ticketId: unknown) =>
  (typeof ticketId === 'number' || typeof ticketId === 'string') && /^[1-9]\d{0,9}$/.test(String(ticketId));

/** The call to make for a draft, or why it cannot be sent. */
export function buildInteractiveRequest(ticketId: unknown, draft: InteractiveDraft): InteractiveRequest {
  if (!validTicketId(ticketId)) return { ok: false, issue: 'invalidTicket' };
  if (draft.kind === 'list' && !draft.title.trim()) return { ok: false, issue: 'selectTitle' };
  const missing = kindFields[draft.kind].required.filter((field) => !draft[field].trim());
  if (missing.length > 0) return { ok: false, issue: 'required', fields: missing };
  const id = Number(ticketId);
  const base = { title: draft.title.trim(), description: draft.text.trim(), buttonText: draft.buttonText.trim() };
  switch (draft.kind) {
    case 'list':
      return {
        ok: true,
        path: `/messages/lista/${id}`,
        body: {
          title: base.title,
          text: base.description,
          buttonText: base.buttonText,
          sections: draft.sections.map((section, s) => ({
            title: section.title.trim(),
            rows: section.rows
              .filter((row) => row.title.trim())
              .map((row, r) => ({
                title: row.title.trim(),
                description: row.description.trim(),
                rowId: `${s + 1}-${r + 1}`,
              })),
          })),
        },
      };
    case 'copy':
      return { ok: true, path: `/messages/copy/${id}`, body: { ...base, copyText: draft.copyText.trim() } };
    case 'call':
      return {
        ok: true,
        path: `/messages/call/${id}`,
        // The API takes the code, the phone number or the URL as `copyText`.
        body: { ...base, copyText: draft.phoneNumber.replace(/\D/g, '') },
      };
    case 'url':
      return {
        ok: true,
        path: `/messages/URL/${id}`,
        body: { ...base, copyText: draft.url.trim(), ...(draft.image ? { image: draft.image } : {}) },
      };
    case 'pix': {
      const cents = reaisToCents(draft.pixValue);
      if (cents === null) return { ok: false, issue: 'invalidValue' };
      return {
        ok: true,
        path: `/messages/PIX/${id}`,
        body: {
          title: base.title,
          sendvalue: cents,
          sendkey_type: draft.pixKeyType,
          sendmerchant_name: draft.merchantName.trim(),
          sendKey: normalizePixKey(draft.pixKeyType, draft.pixKey),
        },
      };
    }
  }
}
