import { describe, expect, it } from 'vitest';
import { buildAdPreview, buildButtons, buildContacts, buildEvent, buildLocation, buildPix } from './build';
import { parseButtons, parseContacts, parseEvent, parsePix } from './parse';
import { messagePreview, messageText } from './preview';

/** What a stored row gives back: dataJson as the JSON text the HTTP answer carries. */
const stored = (built: { mediaType: string; body: string; dataJson?: unknown }) => ({
  ...built,
  dataJson: JSON.stringify(built.dataJson ?? null),
});

describe('message bodies: one writer, one reader', () => {
  it('reads back what it writes, from the object or from JSON text', () => {
    const buttons = buildButtons({
      body: 'Confirma?',
      footer: 'Loja',
      buttons: [{ name: 'cta_copy', display_text: 'Copiar', copy_code: 'X1' }],
    });
    expect(buttons.body).toBe('[BOTOES]Confirma?\nLoja\nCopiar: X1');
    expect(parseButtons(buttons)).toEqual(parseButtons(stored(buttons)));
    expect(parseButtons(stored(buttons))?.buttons).toEqual([
      { name: 'cta_copy', display_text: 'Copiar', copy_code: 'X1' },
    ]);

    const event = buildEvent({ name: 'Reunião', startTime: new Date('2026-12-01T13:00:00Z') });
    expect(parseEvent(stored(event))).toMatchObject({ endTime: '2026-12-01T15:00:00.000Z', location: '' });
  });

  it("a '[PIX]' body alone still gives reference, cents and item; a broken one gives nothing", () => {
    expect(parsePix({ mediaType: 'conversation', body: '[PIX]REF1|2500|Camisa' })).toMatchObject({
      reference_id: 'REF1',
      total_amount: { value: 2500, offset: 100 },
      order: { items: [{ name: 'Camisa' }] },
    });
    expect(parsePix({ mediaType: 'conversation', body: '[PIX]REF1|muito|Camisa' })).toBeNull();
    expect(parsePix({ mediaType: 'conversation', body: 'REF1|2500|Camisa' })).toBeNull();
  });

  it('previews every kind as the words a person reads (the ticket list’s last message)', () => {
    const pix = buildPix({
      reference_id: 'R|1',
      total_amount: { value: 123456, offset: 100 },
      items: [{ name: 'Sofá' }],
      key: { key: 'a@b.co', key_type: 'EMAIL', merchant_name: 'Móveis' },
    });
    expect(pix.body).toBe('[PIX]R/1|123456|Sofá');
    expect(messagePreview(pix)).toBe('Pix · R$\u00a01.234,56 · Sofá');
    expect(messageText(pix)).toBe('Pix · R$\u00a01.234,56 · Sofá\nChave Pix (EMAIL): a@b.co\nRecebedor: Móveis');
    expect(messagePreview(buildButtons({ body: 'Oi', buttons: [{ name: 'quick_reply', display_text: 'Sim' }] }))).toBe(
      'Oi\nSim',
    );
    const location = buildLocation({ latitude: 1, longitude: 2, description: 'Loja | Centro', thumbnail: 'AAAA' });
    expect(location.body).toBe(
      'data:image/jpeg;base64,AAAA|https://maps.google.com/maps?q=1%2C2&z=17&hl=pt-BR|Loja / Centro',
    );
    expect(messagePreview(location)).toBe('Loja / Centro');
    expect(messageText(location)).toBe('Loja / Centro\nhttps://maps.google.com/maps?q=1%2C2&z=17&hl=pt-BR');
    const cards = buildContacts([{ displayName: 'Ana', numbers: ['5511'] }, { displayName: 'Bia' }]);
    expect(messagePreview(cards)).toBe('Ana, Bia');
    expect(parseContacts(cards)).toEqual([
      { name: 'Ana', number: '5511' },
      { name: 'Bia', number: '' },
    ]);
    const ad = buildAdPreview({ messageUser: 'Quero | saber', sourceUrl: 'https://fb/ad', title: 'Promo' });
    expect(messagePreview(ad)).toBe('Quero | saber');
    expect(messagePreview({ mediaType: 'conversation', body: 'texto' })).toBe('texto');
    // A row stored before the body became readable: JSON after the prefix, the same object in dataJson.
    const legacy = {
      body: 'Seu código',
      footer: '',
      buttons: [{ name: 'cta_copy', display_text: 'Copiar', copy_code: 'X' }],
    };
    const json = JSON.stringify(legacy);
    expect(messagePreview({ mediaType: 'interactiveMessage', body: `[BOTOES]${json}`, dataJson: json })).toBe(
      'Seu código\nCopiar: X',
    );
  });
});
