import { messageMediaTypes, type SandboxInboundInput, sandboxInboundBody } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import type { NormalizedInboundMessage } from '../channel-driver';
import { normalizeSandboxInbound } from './sandbox-normalizer';

const writer = { from: '+55 (11) 98765-4321', name: 'Maria' };
const normalize = (input: SandboxInboundInput) => normalizeSandboxInbound(sandboxInboundBody.parse(input));
const message = (input: SandboxInboundInput) => {
  const event = normalize(input);
  if (event.kind !== 'message') throw new Error(`expected a message, got ${event.kind}`);
  expect(messageMediaTypes).toContain(event.mediaType);
  return event as NormalizedInboundMessage;
};
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('normalizeSandboxInbound', () => {
  it('turns a text into a conversation message from the writer, with a fresh id when none is given', () => {
    const first = message({ ...writer, body: 'Olá' });
    const second = message({ ...writer, type: 'text', body: 'Olá' });
    expect(first).toMatchObject({
      kind: 'message',
      chat: { id: '5511987654321', name: 'Maria', isGroup: false },
      fromMe: false,
      mediaType: 'conversation',
      body: 'Olá',
    });
    expect(first.participant).toBeUndefined();
    expect(first.externalId).toMatch(/^SBX[0-9A-F]{20}$/);
    expect(second.externalId).not.toBe(first.externalId);
  });

  it('keeps a given id, quote, timestamp and fromMe', () => {
    const event = message({
      ...writer,
      id: 'ABC-1',
      body: 'sim',
      quotedId: 'Q1',
      fromMe: true,
      timestamp: '2024-05-01T12:00:00-03:00',
    });
    expect(event).toMatchObject({ externalId: 'ABC-1', quotedExternalId: 'Q1', fromMe: true });
    expect(event.timestamp?.toISOString()).toBe('2024-05-01T15:00:00.000Z');
  });

  it('makes the group the conversation and the writer its participant', () => {
    const event = message({ ...writer, body: 'oi grupo', group: { id: '120363025246125486', name: 'Família' } });
    expect(event.chat).toEqual({ id: '120363025246125486', name: 'Família', isGroup: true });
    expect(event.participant).toEqual({ id: '5511987654321', name: 'Maria' });
  });

  it.each(['image', 'video', 'audio', 'sticker'] as const)('decodes %s media with its caption as body', (type) => {
    const event = message({
      ...writer,
      type,
      media: { data: png.toString('base64'), mimetype: 'image/png' },
      caption: 'c',
    });
    expect(event.mediaType).toBe(type);
    expect(event.body).toBe('c');
    expect(event.media?.data.equals(png)).toBe(true);
    expect(event.media?.mimetype).toBe('image/png');
  });

  it('shows a document’s file name when it has no caption', () => {
    const media = {
      data: Buffer.from('%PDF-1.4').toString('base64'),
      mimetype: 'application/pdf',
      fileName: 'nota.pdf',
    };
    const event = message({ ...writer, type: 'document', media });
    expect(event).toMatchObject({ mediaType: 'document', body: 'nota.pdf', media: { fileName: 'nota.pdf' } });
    expect(message({ ...writer, type: 'audio', media: { ...media, fileName: undefined } }).body).toBe('');
  });

  it('writes a location as image|link|description', () => {
    const event = message({
      ...writer,
      type: 'location',
      latitude: -23.5,
      longitude: -46.6,
      description: 'Av. Paulista | 1000',
      thumbnail: 'AAAA',
    });
    expect(event.mediaType).toBe('locationMessage');
    expect(event.body).toBe(
      'data:image/jpeg;base64,AAAA|https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR|Av. Paulista / 1000',
    );
    const bare = message({ ...writer, type: 'location', latitude: 1, longitude: 2 });
    expect(bare.body.split('|')).toEqual(['', 'https://maps.google.com/maps?q=1%2C2&z=17&hl=pt-BR', '1, 2']);
  });

  it('writes a shared contact as its vCard, building one from a number', () => {
    const built = message({ ...writer, type: 'contact', displayName: 'João', number: '5511911112222' });
    expect(built.mediaType).toBe('contactMessage');
    expect(built.body).toBe(
      'BEGIN:VCARD\nVERSION:3.0\nN:;João;;;\nFN:João\nTEL;type=CELL;waid=5511911112222:+5511911112222\nEND:VCARD',
    );
    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:Ana\nEND:VCARD';
    const given = message({ ...writer, type: 'contact', displayName: 'Ana', vcard });
    expect(given.body).toBe(vcard);
    expect(given.dataJson).toEqual({ displayName: 'Ana', vcard });
  });

  it('keeps a poll’s name and options', () => {
    const event = message({ ...writer, type: 'poll', poll: { name: 'Melhor dia?', options: ['Seg', 'Ter'] } });
    expect(event).toMatchObject({
      chat: { name: 'Maria' },
      mediaType: 'pollCreationMessageV3',
      body: 'Melhor dia?',
      dataJson: { name: 'Melhor dia?', options: ['Seg', 'Ter'], selectableCount: 1 },
    });
  });

  it('ends an event 7200 seconds after its start', () => {
    const event = message({
      ...writer,
      type: 'event',
      event: {
        name: 'Reunião',
        description: 'Pauta',
        location: 'Sala 2',
        joinLink: 'https://call.example.com/x',
        startTime: '2024-06-01T10:00:00Z',
      },
    });
    expect(event).toMatchObject({ mediaType: 'eventMessage', body: 'Reunião', chat: { name: 'Maria' } });
    expect(event.dataJson).toEqual({
      name: 'Reunião',
      description: 'Pauta',
      location: 'Sala 2',
      joinLink: 'https://call.example.com/x',
      startTime: '2024-06-01T10:00:00.000Z',
      endTime: '2024-06-01T12:00:00.000Z',
    });
  });

  it('keeps a list’s title, description, footer, button and sections', () => {
    const sections = [{ title: 'Planos', rows: [{ title: 'Básico', description: 'R$ 10', rowId: 'p1' }] }];
    const event = message({
      ...writer,
      type: 'list',
      title: 'Menu',
      description: 'Escolha',
      footerText: 'rodapé',
      buttonText: 'Abrir',
      sections,
    });
    expect(event).toMatchObject({ mediaType: 'listMessage', body: 'Menu\nEscolha' });
    expect(event.dataJson).toEqual({
      title: 'Menu',
      description: 'Escolha',
      footerText: 'rodapé',
      buttonText: 'Abrir',
      sections,
    });
  });

  it('starts a buttons body with [BOTOES], then body, footer and each button', () => {
    const buttons = [
      { name: 'quick_reply', display_text: 'Sim' },
      { name: 'cta_call', display_text: 'Ligar', phone_number: '+5511999990000' },
      { name: 'cta_url', display_text: 'Site', url: 'https://example.com/' },
      { name: 'cta_copy', display_text: 'Copiar', copy_code: 'CUPOM10' },
    ] as const;
    const event = message({ ...writer, type: 'buttons', body: 'Confirma?', footer: 'Loja', buttons: [...buttons] });
    expect(event.mediaType).toBe('buttonsMessage');
    expect(event.body).toBe(
      '[BOTOES]Confirma?\nLoja\nSim\nLigar: +5511999990000\nSite: https://example.com/\nCopiar: CUPOM10',
    );
    expect(event.dataJson).toEqual({ body: 'Confirma?', footer: 'Loja', buttons });
  });

  it('refuses a link button without its link', () => {
    const input = { ...writer, type: 'buttons', body: 'x', buttons: [{ name: 'cta_url', display_text: 'Site' }] };
    expect(sandboxInboundBody.safeParse(input).success).toBe(false);
  });

  it('starts a PIX body with [PIX], then reference_id, total_amount.value and the first item', () => {
    const event = message({
      ...writer,
      type: 'pix',
      reference_id: 'PED-42',
      total_amount: { value: 1990 },
      order: {
        items: [
          { name: 'Camiseta', amount: { value: 1500 }, quantity: 1 },
          { name: 'Frete', amount: { value: 490 }, quantity: 1 },
        ],
      },
      pixKey: 'loja@example.com',
    });
    expect(event).toMatchObject({ mediaType: 'interactiveMessage', body: '[PIX]PED-42|1990|Camiseta' });
    expect(event.dataJson).toMatchObject({
      total_amount: { value: 1990, offset: 100 },
      payment_settings: [{ type: 'pix_static_code', pix_static_code: { key: 'loja@example.com' } }],
    });
  });

  it('writes an ad preview as image|sourceUrl|title|body|messageUser', () => {
    const event = message({
      ...writer,
      type: 'adPreview',
      body: 'Quero saber mais',
      title: 'Promoção',
      adBody: 'Só hoje',
      sourceUrl: 'https://fb.me/ad1',
      thumbnailUrl: 'https://cdn.example.com/a.jpg',
    });
    expect(event.mediaType).toBe('adMetaPreview');
    expect(event.body).toBe('https://cdn.example.com/a.jpg|https://fb.me/ad1|Promoção|Só hoje|Quero saber mais');
  });

  it('makes a reaction a message quoting its target', () => {
    const event = message({ ...writer, type: 'reaction', targetId: 'M1', emoji: '👍' });
    expect(event).toMatchObject({ mediaType: 'reactionMessage', body: '👍', quotedExternalId: 'M1' });
  });

  it('turns edits and deletes into events on the target message', () => {
    expect(normalize({ ...writer, type: 'edit', targetId: 'M1', body: 'corrigido' })).toEqual({
      kind: 'edit',
      externalId: 'M1',
      body: 'corrigido',
    });
    expect(normalize({ ...writer, type: 'delete', targetId: 'M1' })).toEqual({ kind: 'delete', externalId: 'M1' });
  });

  it('writes a call log in the spec’s language', () => {
    expect(message({ ...writer, type: 'callLog' })).toMatchObject({
      mediaType: 'call_log',
      body: 'Chamada de voz perdida',
      dataJson: { isVideo: false, status: 'missed', durationSeconds: 0 },
    });
    expect(message({ ...writer, type: 'callLog', isVideo: true, status: 'rejected' }).body).toBe(
      'Chamada de vídeo recusada',
    );
  });

  it('refuses unknown types, bad numbers and media that is not base64', () => {
    expect(sandboxInboundBody.safeParse({ ...writer, type: 'fax', body: 'x' }).success).toBe(false);
    expect(sandboxInboundBody.safeParse({ from: 'abc', name: 'x', body: 'x' }).success).toBe(false);
    const media = { data: 'data:image/png;base64,AAAA', mimetype: 'image/png' };
    expect(sandboxInboundBody.safeParse({ ...writer, type: 'image', media }).success).toBe(false);
  });
});
