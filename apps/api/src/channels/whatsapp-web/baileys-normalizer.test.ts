import { describe, expect, it } from 'vitest';
import { customerJid, waMessage } from './baileys-messages.test-support';
import { ackFromReceipt, ackFromUpdate, type NormalizeContext, normalizeBaileysMessage } from './baileys-normalizer';

const customer = customerJid;
const group = '120363041234567890@g.us';
const lid = '207237451236354@lid';
const context: NormalizeContext = {
  phoneForLid: (jid) => (jid === lid ? customer : undefined),
  groupName: (jid) => (jid === group ? 'Equipe Vendas' : undefined),
};

const wa = waMessage;
const normalize = (...args: Parameters<typeof wa>) => normalizeBaileysMessage(wa(...args), context);
const eventOf = (...args: Parameters<typeof wa>) => normalize(...args)?.event;

describe('baileys normalizer: texts and identity', () => {
  it('maps a plain text from a phone JID to the person with digits, name and time', () => {
    expect(normalize({ conversation: 'Olá, preciso de ajuda' })).toEqual({
      event: {
        kind: 'message',
        externalId: '3EB0A1B2C3D4E5F6',
        chat: { id: '5511987654321', name: 'Maria Souza', isGroup: false },
        fromMe: false,
        mediaType: 'conversation',
        body: 'Olá, preciso de ajuda',
        timestamp: new Date(1_763_700_000 * 1000),
      },
    });
  });

  it('keeps extended text with its quote', () => {
    const event = eventOf({ extendedTextMessage: { text: 'Sim, esse', contextInfo: { stanzaId: 'ABC123' } } });
    expect(event).toMatchObject({ mediaType: 'extendedTextMessage', body: 'Sim, esse', quotedExternalId: 'ABC123' });
  });

  it('maps a LID chat to the same contact id as the phone JID (mapping of the session)', () => {
    const byLid = eventOf({ conversation: 'oi' }, { remoteJid: lid });
    const byPhone = eventOf({ conversation: 'oi' });
    expect(byLid?.kind === 'message' && byLid.chat.id).toBe('5511987654321');
    expect(byLid?.kind === 'message' && byLid.chat.id).toBe(byPhone?.kind === 'message' && byPhone.chat.id);
  });

  it('prefers the phone JID WhatsApp sends beside a LID (remoteJidAlt)', () => {
    const alt = wa({ conversation: 'oi' }, { remoteJid: '999999999999999@lid' });
    alt.key.remoteJidAlt = '5531912345678@s.whatsapp.net';
    expect(normalizeBaileysMessage(alt, context)?.event).toMatchObject({ chat: { id: '5531912345678' } });
  });

  it('keeps the LID digits when no phone is known yet', () => {
    expect(eventOf({ conversation: 'oi' }, { remoteJid: '999999999999999@lid' })).toMatchObject({
      chat: { id: '999999999999999' },
    });
  });

  it('makes the group the chat (subject as name) and the author the participant, LID authors included', () => {
    const event = eventOf({ conversation: 'bom dia' }, { remoteJid: group, participant: lid });
    expect(event).toMatchObject({
      chat: { id: '120363041234567890', name: 'Equipe Vendas', isGroup: true },
      participant: { id: '5511987654321', name: 'Maria Souza' },
    });
    const byPn = wa({ conversation: 'x' }, { remoteJid: group, participant: '888888888888888@lid' });
    byPn.key.participantAlt = '5541999990000@s.whatsapp.net';
    expect(normalizeBaileysMessage(byPn, context)?.event).toMatchObject({ participant: { id: '5541999990000' } });
  });

  it('drops the device suffix and the push name of our own messages', () => {
    const event = eventOf(
      { conversation: 'enviado do celular' },
      { remoteJid: '5511987654321:12@s.whatsapp.net', fromMe: true },
    );
    expect(event).toMatchObject({ fromMe: true, chat: { id: '5511987654321', name: '' } });
  });

  it('ignores status stories, broadcasts, channels and key distribution', () => {
    expect(normalize({ conversation: 'story' }, { remoteJid: 'status@broadcast' })).toBeNull();
    expect(normalize({ conversation: 'x' }, { remoteJid: '123@newsletter' })).toBeNull();
    expect(normalize({ senderKeyDistributionMessage: { groupId: group } })).toBeNull();
    expect(normalize({ protocolMessage: { type: 5 } })).toBeNull();
  });
});

describe('baileys normalizer: media', () => {
  const cases = [
    ['image', { imageMessage: { mimetype: 'image/jpeg', caption: 'foto' } }, 'foto', 'image/jpeg'],
    ['video', { videoMessage: { mimetype: 'video/mp4', caption: 'vídeo' } }, 'vídeo', 'video/mp4'],
    ['audio', { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true } }, '', 'audio/ogg; codecs=opus'],
    ['sticker', { stickerMessage: { mimetype: 'image/webp' } }, '', 'image/webp'],
    [
      'document',
      { documentMessage: { mimetype: 'application/pdf', fileName: 'boleto.pdf' } },
      'boleto.pdf',
      'application/pdf',
    ],
  ] as const;
  it.each(cases)('%s asks for a download with its mimetype and caption', (mediaType, message, body, mimetype) => {
    const result = normalize(message);
    expect(result?.event).toMatchObject({ mediaType, body });
    expect(result?.download?.mimetype).toBe(mimetype);
  });

  it('keeps a document file name for the stored file, and unwraps documentWithCaption', () => {
    const result = normalize({
      documentWithCaptionMessage: {
        message: { documentMessage: { mimetype: 'application/pdf', fileName: 'nota.pdf', caption: 'segue a nota' } },
      },
    });
    expect(result?.event).toMatchObject({ mediaType: 'document', body: 'segue a nota' });
    expect(result?.download).toEqual({ mimetype: 'application/pdf', fileName: 'nota.pdf' });
  });

  it('unwraps ephemeral (disappearing) messages', () => {
    const result = normalize({
      ephemeralMessage: { message: { imageMessage: { mimetype: 'image/png', caption: 'some' } } },
    });
    expect(result?.event).toMatchObject({ mediaType: 'image', body: 'some' });
    expect(eventOf({ ephemeralMessage: { message: { conversation: 'temporária' } } })).toMatchObject({
      mediaType: 'conversation',
      body: 'temporária',
    });
  });

  it('stores view-once media as viewOnceMessage without downloading it (V1, V2, inside ephemeral)', () => {
    for (const wrapper of ['viewOnceMessage', 'viewOnceMessageV2', 'viewOnceMessageV2Extension'] as const) {
      const result = normalize({
        [wrapper]: { message: { imageMessage: { mimetype: 'image/jpeg', caption: 'uma vez' } } },
      });
      expect(result?.event).toMatchObject({
        mediaType: 'viewOnceMessage',
        body: 'uma vez',
        dataJson: { kind: 'image' },
      });
      expect(result?.download).toBeUndefined();
    }
    const inner = { viewOnceMessageV2: { message: { videoMessage: { mimetype: 'video/mp4' } } } };
    expect(eventOf({ ephemeralMessage: { message: inner } })).toMatchObject({
      mediaType: 'viewOnceMessage',
      dataJson: { kind: 'video' },
    });
  });
});

describe('baileys normalizer: structured messages', () => {
  it('location and live location in the image|link|description body', () => {
    const thumb = Buffer.from('jpeg-bytes');
    const event = eventOf({
      locationMessage: {
        degreesLatitude: -23.5,
        degreesLongitude: -46.6,
        name: 'Loja',
        address: 'Av. Paulista',
        jpegThumbnail: thumb,
      },
    });
    expect(event).toMatchObject({
      mediaType: 'locationMessage',
      body: `data:image/jpeg;base64,${thumb.toString('base64')}|https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR|Loja - Av. Paulista`,
      dataJson: { latitude: -23.5, longitude: -46.6 },
    });
    const live = eventOf({ liveLocationMessage: { degreesLatitude: 1, degreesLongitude: 2, caption: 'a caminho' } });
    expect(live).toMatchObject({
      mediaType: 'locationMessage',
      body: '|https://maps.google.com/maps?q=1%2C2&z=17&hl=pt-BR|a caminho',
    });
  });

  it('a contact is its vCard; several contacts keep every vCard', () => {
    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:João\nTEL;type=CELL;waid=5511911112222:+55 11 91111-2222\nEND:VCARD';
    expect(eventOf({ contactMessage: { displayName: 'João', vcard } })).toMatchObject({
      mediaType: 'contactMessage',
      body: vcard,
      dataJson: { displayName: 'João', vcard },
    });
    const second = vcard.replace('João', 'Ana');
    const event = eventOf({
      contactsArrayMessage: {
        displayName: '2 contatos',
        contacts: [
          { displayName: 'João', vcard },
          { displayName: 'Ana', vcard: second },
        ],
      },
    });
    expect(event).toMatchObject({ mediaType: 'contactMessage', body: `${vcard}\n${second}` });
    expect(event?.kind === 'message' && event.dataJson).toEqual({ displayName: 'João', vcard: `${vcard}\n${second}` });
  });

  it('polls (every version) and events', () => {
    const poll = {
      name: 'Melhor dia?',
      options: [{ optionName: 'Seg' }, { optionName: 'Ter' }],
      selectableOptionsCount: 1,
    };
    for (const field of ['pollCreationMessage', 'pollCreationMessageV2', 'pollCreationMessageV3']) {
      expect(eventOf({ [field]: poll })).toMatchObject({
        mediaType: 'pollCreationMessageV3',
        body: 'Melhor dia?',
        dataJson: { name: 'Melhor dia?', options: ['Seg', 'Ter'], selectableCount: 1 },
      });
    }
    const event = eventOf({
      eventMessage: {
        name: 'Reunião',
        description: 'Planejamento',
        location: { name: 'Sala 2' },
        startTime: 1_763_800_000,
      },
    });
    expect(event).toMatchObject({
      mediaType: 'eventMessage',
      body: 'Reunião',
      dataJson: {
        location: 'Sala 2',
        startTime: new Date(1_763_800_000_000).toISOString(),
        endTime: new Date(1_763_800_000_000 + 7_200_000).toISOString(),
      },
    });
  });

  it('lists, legacy buttons, templates and native-flow buttons in the spec conventions', () => {
    const list = eventOf({
      listMessage: {
        title: 'Menu',
        description: 'Escolha',
        buttonText: 'Abrir',
        footerText: 'rodapé',
        sections: [{ title: 'Setores', rows: [{ title: 'Vendas', rowId: 'v1', description: 'comprar' }] }],
      },
    });
    expect(list).toMatchObject({
      mediaType: 'listMessage',
      body: 'Menu\nEscolha',
      dataJson: { sections: [{ title: 'Setores', rows: [{ title: 'Vendas', rowId: 'v1', description: 'comprar' }] }] },
    });
    const buttons = eventOf({
      buttonsMessage: {
        contentText: 'Confirma?',
        footerText: 'loja',
        buttons: [{ buttonId: 's', buttonText: { displayText: 'Sim' }, type: 1 }],
      },
    });
    expect(buttons).toMatchObject({ mediaType: 'buttonsMessage', body: '[BOTOES]Confirma?\nloja\nSim' });
    const templateMessage = {
      hydratedTemplate: {
        hydratedContentText: 'Pedido pronto',
        hydratedButtons: [
          { index: 0, urlButton: { displayText: 'Rastrear', url: 'https://loja.example/r/1' } },
          { index: 1, callButton: { displayText: 'Ligar', phoneNumber: '+551130000000' } },
        ],
      },
    };
    expect(eventOf({ templateMessage })).toMatchObject({
      mediaType: 'buttonsMessage',
      body: '[BOTOES]Pedido pronto\nRastrear: https://loja.example/r/1\nLigar: +551130000000',
    });
    const interactiveMessage = {
      body: { text: 'Copie o código' },
      nativeFlowMessage: {
        buttons: [
          { name: 'cta_copy', buttonParamsJson: JSON.stringify({ display_text: 'Copiar', copy_code: 'ABC-1' }) },
        ],
      },
    };
    expect(eventOf({ interactiveMessage })).toMatchObject({
      mediaType: 'buttonsMessage',
      body: '[BOTOES]Copie o código\nCopiar: ABC-1',
    });
  });

  it('menu replies become the chosen text', () => {
    expect(eventOf({ buttonsResponseMessage: { selectedButtonId: 's', selectedDisplayText: 'Sim' } })).toMatchObject({
      mediaType: 'conversation',
      body: 'Sim',
    });
    expect(
      eventOf({ listResponseMessage: { title: 'Vendas', singleSelectReply: { selectedRowId: 'v1' } } }),
    ).toMatchObject({ body: 'Vendas' });
    expect(eventOf({ templateButtonReplyMessage: { selectedId: '1', selectedDisplayText: 'Rastrear' } })).toMatchObject(
      { body: 'Rastrear' },
    );
  });

  it('ad click-through becomes an ad preview; call logs become call_log', () => {
    const event = eventOf({
      extendedTextMessage: {
        text: 'Quero saber mais',
        contextInfo: { externalAdReply: { title: 'Promo', body: 'Só hoje', sourceUrl: 'https://fb.example/ad/1' } },
      },
    });
    expect(event).toMatchObject({
      mediaType: 'adMetaPreview',
      body: '|https://fb.example/ad/1|Promo|Só hoje|Quero saber mais',
    });
    expect(eventOf({ callLogMesssage: { isVideo: true, callOutcome: 1, durationSecs: 0 } })).toMatchObject({
      mediaType: 'call_log',
      body: 'Chamada de vídeo perdida',
    });
  });
});

describe('baileys normalizer: reactions, edits, revokes, acks', () => {
  it('a reaction targets the reacted message; an empty one removes it', () => {
    const reaction = (text: string) => ({
      reactionMessage: { key: { remoteJid: customer, id: 'TARGET1', fromMe: true }, text },
    });
    expect(eventOf(reaction('👍'))).toMatchObject({
      mediaType: 'reactionMessage',
      body: '👍',
      quotedExternalId: 'TARGET1',
    });
    expect(eventOf(reaction(''))).toMatchObject({ mediaType: 'reactionMessage', body: '' });
  });

  it('protocol edit and revoke name their target (also wrapped in editedMessage)', () => {
    const edit = { protocolMessage: { key: { id: 'ORIG1' }, type: 14, editedMessage: { conversation: 'texto novo' } } };
    expect(eventOf(edit)).toEqual({ kind: 'edit', externalId: 'ORIG1', body: 'texto novo' });
    expect(eventOf({ editedMessage: { message: edit } })).toEqual({
      kind: 'edit',
      externalId: 'ORIG1',
      body: 'texto novo',
    });
    const caption = {
      protocolMessage: { key: { id: 'IMG1' }, type: 14, editedMessage: { imageMessage: { caption: 'legenda' } } },
    };
    expect(eventOf(caption)).toEqual({ kind: 'edit', externalId: 'IMG1', body: 'legenda' });
    expect(eventOf({ protocolMessage: { key: { id: 'ORIG2' }, type: 0 } })).toEqual({
      kind: 'delete',
      externalId: 'ORIG2',
    });
  });

  it('status updates and group receipts become acks of our own messages only', () => {
    expect(ackFromUpdate({ key: { id: 'M1', fromMe: true }, update: { status: 3 } })).toEqual({
      kind: 'ack',
      externalId: 'M1',
      ack: 2,
    });
    expect(ackFromUpdate({ key: { id: 'M1', fromMe: true }, update: { status: 4 } })?.ack).toBe(3);
    expect(ackFromUpdate({ key: { id: 'M1', fromMe: true }, update: { status: 5 } })?.ack).toBe(4);
    expect(ackFromUpdate({ key: { id: 'M1', fromMe: false }, update: { status: 4 } })).toBeNull();
    expect(ackFromUpdate({ key: { id: 'M1', fromMe: true }, update: {} })).toBeNull();
    const receipt = (r: Record<string, number>) =>
      ackFromReceipt({ key: { id: 'G1', fromMe: true }, receipt: { userJid: customer, ...r } });
    expect(receipt({ receiptTimestamp: 1 })?.ack).toBe(2);
    expect(receipt({ readTimestamp: 2 })?.ack).toBe(3);
    expect(receipt({ playedTimestamp: 3 })?.ack).toBe(4);
  });
});
