import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPix } from '@chatdesk/contracts';
import type { AnyMessageContent, WAMessage } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboundMessage, SendFailure } from '../channel-driver';
import { baileys } from './baileys-lib';
import { normalizeBaileysMessage } from './baileys-normalizer';
import { type FindSent, toBaileysSend } from './baileys-outbound';

const lib = baileys();
const jid = '5511987654321@s.whatsapp.net';
const none: FindSent = () => undefined;
const base: OutboundMessage = {
  messageId: 1,
  to: '5511987654321',
  isGroup: false,
  body: '',
  mediaType: 'conversation',
};
const silent = { level: 'silent', child: () => silent, trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/** Baileys' own content builder (what sendMessage runs), with a fake media upload. */
async function build(content: AnyMessageContent) {
  const message = await lib.generateWAMessageContent(content, {
    upload: async (stream) => {
      for await (const _ of stream) void _;
      return { mediaUrl: 'https://mmg.example/m', directPath: '/v/m' };
    },
    logger: silent as never,
  });
  return lib.proto.Message.decode(lib.proto.Message.encode(message).finish());
}

/** What the contact's side would store for it: our normalizer over the built message. */
async function roundTrip(message: OutboundMessage) {
  const send = toBaileysSend(message, none);
  const built = await build(send.content);
  const info: WAMessage = { key: { remoteJid: send.jid, fromMe: true, id: 'OUT1' }, message: built };
  const context = { phoneForLid: () => undefined, groupName: () => 'Grupo' };
  return { send, built, inbound: normalizeBaileysMessage(info, context) };
}

describe('baileys outbound mapping', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wa-out-'));
    await writeFile(file('foto.jpg'), Buffer.from('not really a jpeg'));
    await writeFile(file('clip.mp4'), Buffer.from('video bytes'));
    await writeFile(file('song.mp3'), Buffer.from('audio bytes'));
    await writeFile(file('boleto.pdf'), Buffer.from('%PDF-1.4'));
    await writeFile(file('sticker.webp'), Buffer.from('RIFF....WEBP'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('text to the phone JID; groups to the group JID', async () => {
    const { send, built, inbound } = await roundTrip({ ...base, body: 'Olá!' });
    expect(send.jid).toBe(jid);
    expect(built.extendedTextMessage?.text).toBe('Olá!');
    expect(inbound?.event).toMatchObject({
      kind: 'message',
      fromMe: true,
      body: 'Olá!',
      chat: { id: '5511987654321' },
    });
    expect(toBaileysSend({ ...base, to: '120363041234567890', isGroup: true, body: 'oi' }, none).jid).toBe(
      '120363041234567890@g.us',
    );
  });

  it('quotes the stored original when the session has it, else a stub with the id', async () => {
    const original: WAMessage = {
      key: { remoteJid: jid, id: 'Q1', fromMe: false },
      message: { conversation: 'pergunta' },
    };
    const send = toBaileysSend({ ...base, body: 'resposta', quotedExternalId: 'Q1' }, (id) =>
      id === 'Q1' ? original : undefined,
    );
    expect(send.options.quoted).toBe(original);
    const stub = toBaileysSend({ ...base, body: 'resposta', quotedExternalId: 'Q9' }, none);
    expect(stub.options.quoted?.key).toEqual({ remoteJid: jid, id: 'Q9', fromMe: false });
  });

  it.each([
    ['image', 'foto.jpg', 'image/jpeg', 'imageMessage', 'image'],
    ['video', 'clip.mp4', 'video/mp4', 'videoMessage', 'video'],
    ['audio', 'song.mp3', 'audio/mpeg', 'audioMessage', 'audio'],
    ['application', 'boleto.pdf', 'application/pdf', 'documentMessage', 'document'],
    ['sticker', 'sticker.webp', 'image/webp', 'stickerMessage', 'sticker'],
  ] as const)('%s from its stored file', async (mediaType, name, mimetype, field, inboundType) => {
    const message = {
      ...base,
      mediaType,
      body: mediaType === 'image' ? 'legenda' : '',
      mediaPath: file(name),
      mediaMimetype: mimetype,
    };
    const { built, inbound } = await roundTrip(message);
    expect(built[field]?.mimetype).toBe(mimetype);
    expect(built[field]?.directPath).toBe('/v/m');
    expect(inbound?.event).toMatchObject({ mediaType: inboundType });
    expect(inbound?.download?.mimetype).toBe(mimetype);
    if (mediaType === 'image') expect(built.imageMessage?.caption).toBe('legenda');
    if (mediaType === 'application') expect(built.documentMessage?.fileName).toBe('boleto.pdf');
  });

  it('voice notes (Ogg) go as ptt', () => {
    const send = toBaileysSend(
      { ...base, mediaType: 'audio', mediaPath: '/x/voz.ogg', mediaMimetype: 'audio/ogg' },
      none,
    );
    expect(send.content).toMatchObject({ audio: { url: '/x/voz.ogg' }, ptt: true });
  });

  it('location from dataJson or from the body link', async () => {
    const body = '|https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR|Loja';
    const { built, inbound } = await roundTrip({ ...base, mediaType: 'locationMessage', body });
    expect(built.locationMessage).toMatchObject({ degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja' });
    expect(inbound?.event).toMatchObject({ mediaType: 'locationMessage', body });
    const data = toBaileysSend(
      { ...base, mediaType: 'locationMessage', body: 'x', dataJson: { latitude: 1, longitude: 2 } },
      none,
    );
    expect(data.content).toEqual({ location: { degreesLatitude: 1, degreesLongitude: 2 } });
    expect(() => toBaileysSend({ ...base, mediaType: 'locationMessage', body: 'nowhere' }, none)).toThrow(SendFailure);
  });

  it('a vCard as a contact message', async () => {
    const vcard =
      'BEGIN:VCARD\nVERSION:3.0\nN:;Ana;;;\nFN:Ana\nTEL;type=CELL;waid=5511911112222:+5511911112222\nEND:VCARD';
    const { built, inbound } = await roundTrip({ ...base, mediaType: 'contactMessage', body: vcard });
    expect(built.contactMessage).toMatchObject({ displayName: 'Ana', vcard });
    expect(inbound?.event).toMatchObject({ mediaType: 'contactMessage', body: vcard });
  });

  it('a poll', async () => {
    const dataJson = { name: 'Melhor dia?', options: ['Seg', 'Ter'], selectableCount: 1 };
    const { built, inbound } = await roundTrip({
      ...base,
      mediaType: 'pollCreationMessageV3',
      body: 'Melhor dia?',
      dataJson,
    });
    const poll = built.pollCreationMessage ?? built.pollCreationMessageV3;
    expect(poll?.options?.map((o) => o.optionName)).toEqual(['Seg', 'Ter']);
    expect(inbound?.event).toMatchObject({ mediaType: 'pollCreationMessageV3', dataJson: { options: ['Seg', 'Ter'] } });
  });

  it('lists, buttons, events and Pix go as readable text', async () => {
    const list = {
      title: 'Menu',
      description: 'Escolha',
      footerText: 'rodapé',
      buttonText: 'Abrir',
      sections: [
        {
          title: 'Setores',
          rows: [
            { title: 'Vendas', rowId: 'v', description: 'comprar' },
            { title: 'Suporte', rowId: 's' },
          ],
        },
      ],
    };
    const sent = await roundTrip({ ...base, mediaType: 'listMessage', body: 'Escolha', dataJson: list });
    expect(sent.built.extendedTextMessage?.text).toBe(
      'Menu\nEscolha\n*Setores*\n1. Vendas - comprar\n2. Suporte\nrodapé',
    );
    const buttons = toBaileysSend({ ...base, mediaType: 'buttonsMessage', body: '[BOTOES]Confirma?\nSim' }, none);
    expect(buttons.content).toEqual({ text: 'Confirma?\nSim' });
    const key = { key: 'loja@azul.com', key_type: 'EMAIL', merchant_name: 'Loja Azul' };
    const order = buildPix({
      reference_id: 'R1',
      total_amount: { value: 2500, offset: 100 },
      items: [{ name: 'Camisa' }],
      key,
    });
    // The customer pays with the key, so it goes with the order.
    expect(toBaileysSend({ ...base, ...order }, none).content).toEqual({
      text: 'Pix · R$\u00a025,00 · Camisa\nChave Pix (EMAIL): loja@azul.com\nRecebedor: Loja Azul',
    });
    const event = toBaileysSend(
      {
        ...base,
        mediaType: 'eventMessage',
        body: 'Reunião',
        dataJson: { name: 'Reunião', startTime: '2026-12-01T13:00:00.000Z' },
      },
      none,
    );
    expect(event.content).toEqual({ text: 'Reunião\n2026-12-01T13:00:00.000Z' });
  });

  it('a reaction targets the quoted message key', async () => {
    const original: WAMessage = { key: { remoteJid: jid, id: 'R1', fromMe: false }, message: { conversation: 'oi' } };
    const send = toBaileysSend(
      { ...base, mediaType: 'reactionMessage', body: '❤️', quotedExternalId: 'R1' },
      () => original,
    );
    expect(send.options).toEqual({});
    const built = await build(send.content);
    expect(built.reactionMessage).toMatchObject({ text: '❤️', key: { id: 'R1', remoteJid: jid } });
    expect(() => toBaileysSend({ ...base, mediaType: 'reactionMessage', body: '❤️' }, none)).toThrow(SendFailure);
  });

  it('media types without their file fail for good', () => {
    expect(() => toBaileysSend({ ...base, mediaType: 'image' }, none)).toThrow(SendFailure);
  });
});
