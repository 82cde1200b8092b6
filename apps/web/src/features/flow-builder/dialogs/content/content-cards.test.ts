import { flowNodeData } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import { type ContentCard, cardProblems, cardsOf, contentDataOf, moveCard, newCard } from './content-cards';
import { insertAtCursor } from './insert-at-cursor';

const card = (id: string, type: ContentCard['type'], text = '', extra: Partial<ContentCard> = {}): ContentCard => ({
  id,
  type,
  text,
  file: null,
  stored: null,
  record: false,
  ...extra,
});

describe('content cards', () => {
  it('numbers a new card after the highest of its type, so ids stay unique after removals', () => {
    const cards = [card('message1', 'message'), card('message3', 'message'), card('img1', 'img')];
    expect(newCard('message', cards).id).toBe('message4');
    expect(newCard('img', cards).id).toBe('img2');
    expect(newCard('video', cards).id).toBe('video1');
  });

  it('moves a card up or down and never out of the list', () => {
    const cards = [card('message1', 'message'), card('interval1', 'interval'), card('img1', 'img')];
    expect(moveCard(cards, 2, -1).map((c) => c.id)).toEqual(['message1', 'img1', 'interval1']);
    expect(moveCard(cards, 0, 1).map((c) => c.id)).toEqual(['interval1', 'message1', 'img1']);
    expect(moveCard(cards, 0, -1).map((c) => c.id)).toEqual(['message1', 'interval1', 'img1']);
    expect(moveCard(cards, 2, 1).map((c) => c.id)).toEqual(['message1', 'interval1', 'img1']);
  });

  it('flags empty texts, intervals of 0 or over 120, and media cards without a file', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const problems = cardProblems([
      card('message1', 'message', '  '),
      card('message2', 'message', 'Oi'),
      card('interval1', 'interval', '0'),
      card('interval2', 'interval', '121'),
      card('interval3', 'interval', '120'),
      card('interval4', 'interval', ''),
      card('img1', 'img'),
      card('img2', 'img', '', { file }),
      card('audio1', 'audio', '', { stored: { value: 'x.ogg', original: 'voz.ogg' } }),
      card('video1', 'video'),
    ]);
    expect(problems).toEqual({
      message1: 'emptyMessage',
      interval1: 'contentInterval',
      interval2: 'contentInterval',
      interval4: 'contentInterval',
      img1: 'emptyMediaCards',
      video1: 'emptyMediaCards',
    });
  });

  it('reads stored content in its seq order and writes it back unchanged', () => {
    const data = flowNodeData.singleBlock.parse({
      seq: ['interval1', 'message1', 'audio1'],
      elements: [
        { number: 'message1', type: 'message', value: 'Olá {{nome}}' },
        { number: 'audio1', type: 'audio', value: 'f1.ogg', original: 'boas-vindas.ogg', record: true },
        { number: 'interval1', type: 'interval', value: '5' },
      ],
    });
    const cards = cardsOf(data);
    expect(cards.map((c) => c.id)).toEqual(['interval1', 'message1', 'audio1']);
    const written = flowNodeData.singleBlock.parse(contentDataOf(cards, new Map()));
    expect(written.seq).toEqual(data.seq);
    expect(written.elements).toEqual([data.elements[2], data.elements[0], data.elements[1]]);
  });

  it('writes an uploaded card with the stored name and the original file name', () => {
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    const uploaded = new Map([
      ['img1', { name: 'abc.png', url: '/public/1/abc.png', mediaType: 'image', original: 'foto.png' }],
    ]);
    const data = contentDataOf([card('img1', 'img', '', { file })], uploaded);
    expect(data.elements).toEqual([
      { number: 'img1', type: 'img', value: 'abc.png', original: 'foto.png', record: false },
    ]);
  });

  it('inserts a token at the caret or in place of the selection', () => {
    expect(insertAtCursor('Olá !', '{{nome}}', 4, 4)).toEqual({ text: 'Olá {{nome}}!', caret: 12 });
    expect(insertAtCursor('Olá XX!', '{{nome}}', 4, 6)).toEqual({ text: 'Olá {{nome}}!', caret: 12 });
    expect(insertAtCursor('Olá', '{{nome}}', null, null)).toEqual({ text: 'Olá{{nome}}', caret: 11 });
  });
});
