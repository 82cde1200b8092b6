import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFixture } from '../fixtures';
import { insertAtSelection } from './caret-insert';
import { forwardDelayMs, forwardInTurn } from './forward-messages';
import { buildInteractiveRequest, emptyDraft, normalizePixKey, reaisToCents } from './interactive';
import { canDeleteMessage, canEditMessage } from './message-rules';
import { matchQuickReplies, truncatePreview } from './quick-replies';
import { minimumAudioBytes, mp3File } from './use-audio-recorder';

describe('conversation rules', () => {
  afterEach(() => vi.useRealTimers());

  it('forwards one message per request, 900 ms apart', async () => {
    vi.useFakeTimers();
    const sent: [number, number][] = [];
    const start = Date.now();
    const done = forwardInTurn([11, 12, 13], async (id) => {
      sent.push([id, Date.now() - start]);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[11, 0]]);
    await vi.advanceTimersByTimeAsync(forwardDelayMs - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      [11, 0],
      [12, 900],
    ]);
    await vi.advanceTimersByTimeAsync(forwardDelayMs);
    await done;
    expect(sent).toEqual([
      [11, 0],
      [12, 900],
      [13, 1800],
    ]);
  });

  it('discards mp3 recordings under 10000 bytes; keeps the others as audio/mpeg', () => {
    expect(mp3File(new Uint8Array(minimumAudioBytes - 1))).toBeNull();
    const file = mp3File(new Uint8Array(minimumAudioBytes), 5);
    expect(file?.name).toBe('audio-5.mp3');
    expect(file?.type).toBe('audio/mpeg');
    expect(file?.size).toBe(10_000);
  });

  it('inserts at the caret, over a selection, and clamps positions outside the text', () => {
    expect(insertAtSelection('Olá mundo', '👋', 3)).toEqual({ text: 'Olá👋 mundo', caret: 5 });
    expect(insertAtSelection('Olá mundo', '🌍', 4, 9)).toEqual({ text: 'Olá 🌍', caret: 6 });
    expect(insertAtSelection('oi', '!', 10, 20)).toEqual({ text: 'oi!', caret: 3 });
  });

  it('offers edits of own text messages for 15 minutes, deletes of own messages only', () => {
    const now = Date.parse('2025-06-15T12:00:00.000Z');
    const own = messageFixture({ fromMe: true, userId: 7, createdAt: new Date(now - 899_000).toISOString() });
    expect(canEditMessage(own, 7, now)).toBe(true);
    expect(canEditMessage({ ...own, createdAt: new Date(now - 900_000).toISOString() }, 7, now)).toBe(false);
    expect(canEditMessage({ ...own, userId: 8 }, 7, now)).toBe(false);
    expect(canEditMessage({ ...own, mediaType: 'image' }, 7, now)).toBe(false);
    expect(canDeleteMessage(own, 7)).toBe(true);
    expect(canDeleteMessage({ ...own, fromMe: false }, 7)).toBe(false);
  });

  it("matches quick replies on a leading '/' and cuts previews at 90 characters", () => {
    const replies = [
      { id: 1, shortcode: 'ola', message: 'Olá!' },
      { id: 2, shortcode: 'pix', message: 'x'.repeat(100) },
    ];
    expect(matchQuickReplies('/pi', replies).map((reply) => reply.id)).toEqual([2]);
    expect(matchQuickReplies('pi', replies)).toEqual([]);
    expect(matchQuickReplies('/', replies)).toHaveLength(2);
    expect(truncatePreview('x'.repeat(100))).toBe(`${'x'.repeat(90)}...`);
    expect(truncatePreview('curta')).toBe('curta');
  });

  it("interactive messages need a numeric ticket id ('Ticket id invalid') and a list title", () => {
    const list = { ...emptyDraft('list'), text: 'Escolha', buttonText: 'Ver' };
    expect(buildInteractiveRequest('abc', list)).toEqual({ ok: false, issue: 'invalidTicket' });
    expect(buildInteractiveRequest(0, list)).toEqual({ ok: false, issue: 'invalidTicket' });
    expect(buildInteractiveRequest(42, list)).toEqual({ ok: false, issue: 'selectTitle' });
    const sections = [
      {
        title: 'S',
        rows: [
          { title: 'A', description: 'a' },
          { title: '', description: '' },
        ],
      },
    ];
    expect(buildInteractiveRequest(42, { ...list, title: 'Menu', sections })).toEqual({
      ok: true,
      path: '/messages/lista/42',
      body: {
        title: 'Menu',
        text: 'Escolha',
        buttonText: 'Ver',
        sections: [{ title: 'S', rows: [{ title: 'A', description: 'a', rowId: '1-1' }] }],
      },
    });
    expect(
      buildInteractiveRequest(42, {
        ...emptyDraft('call'),
        title: 'Ligue',
        buttonText: 'Ligar',
        phoneNumber: '(11) 3333-4444',
      }),
    ).toEqual({
      ok: true,
      path: '/messages/call/42',
      body: { title: 'Ligue', description: '', buttonText: 'Ligar', copyText: '1133334444' },
    });
    expect(buildInteractiveRequest(42, { ...emptyDraft('copy'), title: 't' })).toEqual({
      ok: false,
      issue: 'required',
      fields: ['buttonText', 'copyText'],
    });
    expect(
      buildInteractiveRequest(42, { ...emptyDraft('url'), title: 't', buttonText: 'b', url: 'https://x' }),
    ).toMatchObject({ ok: true, path: '/messages/URL/42', body: { copyText: 'https://x' } });
  });

  it('PIX: a PHONE key gets +55 when missing; money travels in cents', () => {
    expect(normalizePixKey('PHONE', '(11) 99999-0000')).toBe('+5511999990000');
    expect(normalizePixKey('PHONE', '+55 11 99999-0000')).toBe('+5511999990000');
    expect(normalizePixKey('PHONE', '5511999990000')).toBe('+5511999990000');
    expect(normalizePixKey('CPF', ' 123.456.789-00 ')).toBe('123.456.789-00');
    expect(normalizePixKey('EMAIL', 'a@b.com')).toBe('a@b.com');
    expect(reaisToCents('12,50')).toBe(1250);
    expect(reaisToCents('1.234,56')).toBe(123456);
    expect(reaisToCents('9.9')).toBe(990);
    expect(reaisToCents('0')).toBeNull();
    expect(reaisToCents('abc')).toBeNull();
    const pix = {
      ...emptyDraft('pix'),
      title: 'Pedido',
      pixValue: '10,00',
      merchantName: 'Loja',
      pixKeyType: 'PHONE' as const,
      pixKey: '11999990000',
    };
    expect(buildInteractiveRequest('42', pix)).toEqual({
      ok: true,
      path: '/messages/PIX/42',
      body: {
        title: 'Pedido',
        sendvalue: 1000,
        sendkey_type: 'PHONE',
        sendmerchant_name: 'Loja',
        sendKey: '+5511999990000',
      },
    });
    expect(buildInteractiveRequest(42, { ...pix, pixValue: '-1' })).toEqual({ ok: false, issue: 'invalidValue' });
  });
});
