import { type FlowNodeInput, type FlowUploadAnswer, flowContentElementTypes, flowLimits } from '@chatdesk/contracts';
import type { FlowNodeDataOf } from '../flow-node-dialog.types';
import type { NodeValidationKey } from '../lib/node-validation';

export type ContentCardType = (typeof flowContentElementTypes)[number];
type ContentData = FlowNodeDataOf<'singleBlock'>;
type ContentElement = Extract<FlowNodeInput, { type: 'singleBlock' }>['data']['elements'][number];

/**
 * One card of the content dialog as edited: `id` is its element id (message1, interval2, img1…),
 * `text` the message or the seconds, `file` a picked file to send on save, `stored` the file it
 * already has.
 */
export interface ContentCard {
  id: string;
  type: ContentCardType;
  text: string;
  file: File | null;
  stored: { value: string; original: string } | null;
  record: boolean;
}

export const isMediaCard = (type: ContentCardType): type is 'img' | 'audio' | 'video' =>
  type === 'img' || type === 'audio' || type === 'video';

/** The cards of stored content, in its `seq` order (elements missing from `seq` follow in their own order). */
export function cardsOf(data: ContentData | undefined): ContentCard[] {
  if (!data) return [];
  const rank = (id: string) => {
    const at = data.seq.indexOf(id);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...data.elements]
    .sort((a, b) => rank(a.number) - rank(b.number))
    .map((element) => ({
      id: element.number,
      type: element.type,
      text: isMediaCard(element.type) ? '' : element.value,
      file: null,
      stored: isMediaCard(element.type) && element.value ? { value: element.value, original: element.original } : null,
      record: element.record,
    }));
}

/** A new card of `type`, numbered after the highest card of that type (ids stay unique after removals). */
export function newCard(type: ContentCardType, cards: readonly ContentCard[]): ContentCard {
  const used = cards.filter((card) => card.type === type).map((card) => Number(card.id.slice(type.length)) || 0);
  const next = Math.max(0, ...used) + 1;
  return { id: `${type}${next}`, type, text: '', file: null, stored: null, record: false };
}

/** The cards with the one at `index` moved by `delta` places (kept inside the list). */
export function moveCard(cards: readonly ContentCard[], index: number, delta: number): ContentCard[] {
  const target = index + delta;
  if (index < 0 || index >= cards.length || target < 0 || target >= cards.length) return [...cards];
  const next = [...cards];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/**
 * Spec 3 §5 content dialog: empty text cards ('Campos de mensagem vazio!'), intervals of 0 or over
 * 120 ('Intervalo não pode ser 0 ou maior que 120!'), media cards without a file ('Delete os cards
 * vazios(Imagem, Audio e Video)'), and content without any card. Answers the failures by card id.
 */
export function cardProblems(cards: readonly ContentCard[]): Record<string, NodeValidationKey> {
  const problems: Record<string, NodeValidationKey> = {};
  for (const card of cards) {
    if (card.type === 'message' && card.text.trim() === '') problems[card.id] = 'emptyMessage';
    if (card.type === 'interval') {
      const seconds = Number(card.text);
      const valid = card.text.trim() !== '' && Number.isInteger(seconds) && seconds >= 1;
      if (!valid || seconds > flowLimits.intervalMaxSeconds) problems[card.id] = 'contentInterval';
    }
    if (isMediaCard(card.type) && !card.file && !card.stored) problems[card.id] = 'emptyMediaCards';
  }
  return problems;
}

/** The node's data: `seq` in the cards' order, and one element per card (uploaded files by their stored name). */
export function contentDataOf(
  cards: readonly ContentCard[],
  uploaded: ReadonlyMap<string, FlowUploadAnswer & { original: string }>,
): Extract<FlowNodeInput, { type: 'singleBlock' }>['data'] {
  const elements = cards.map((card): ContentElement => {
    if (!isMediaCard(card.type)) {
      const value = card.type === 'interval' ? String(Number(card.text)) : card.text;
      return { number: card.id, type: card.type, value, original: '', record: false };
    }
    const sent = uploaded.get(card.id);
    const value = sent?.name ?? card.stored?.value ?? '';
    const original = sent?.original ?? card.stored?.original ?? '';
    return { number: card.id, type: card.type, value, original, record: card.type === 'audio' && card.record };
  });
  return { seq: cards.map((card) => card.id), elements };
}

export { flowContentElementTypes as contentCardTypes };
