import { readFileSync, writeFileSync } from 'node:fs';
import { sandboxInboundBody } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import type { NormalizedInbound } from './channel-driver';
import { normalizeCloudWebhook } from './meta/cloud-normalizer';
import { normalizeMessagingWebhook } from './meta/messaging-normalizer';
import { normalizeSandboxInbound } from './sandbox/sandbox-normalizer';
import { waMessage } from './whatsapp-web/baileys-messages.test-support';
import { normalizeBaileysMessage } from './whatsapp-web/baileys-normalizer';

/**
 * The golden file of received structured messages: what each driver's normalizer makes of a
 * payload shaped like its channel's own, stored as the pipeline stores it. The web's renderer
 * test draws every entry of the same file, so the two sides cannot drift apart unnoticed.
 * After an intended change of the format, rewrite it with `UPDATE_GOLDEN=1 npx vitest run
 * src/channels/received-bodies.test.ts`, then `npx biome format --write` the file.
 */
const golden = new URL('../../../../packages/contracts/src/message-bodies/received.golden.json', import.meta.url);

const stored = (event: NormalizedInbound | undefined) => {
  if (event?.kind !== 'message') throw new Error(`not a message: ${JSON.stringify(event)}`);
  return { mediaType: event.mediaType, body: event.body, dataJson: event.dataJson ?? null };
};

const baileys = (message: Record<string, unknown>) =>
  stored(
    normalizeBaileysMessage(waMessage(message), { phoneForLid: () => undefined, groupName: () => undefined })?.event,
  );

const cloud = (message: Record<string, unknown>) =>
  stored(
    normalizeCloudWebhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: '77' },
                contacts: [{ wa_id: '5511987654321', profile: { name: 'Maria' } }],
                messages: [{ from: '5511987654321', id: 'wamid.1', timestamp: '1763700000', ...message } as never],
              },
            },
          ],
        },
      ],
    })[0]?.event,
  );

const messenger = (message: Record<string, unknown>) =>
  stored(
    normalizeMessagingWebhook({
      object: 'page',
      entry: [{ id: 'PAGE', messaging: [{ sender: { id: 'PS1' }, recipient: { id: 'PAGE' }, message } as never] }],
    })[0]?.event,
  );

const sandbox = (input: Record<string, unknown>) =>
  stored(normalizeSandboxInbound(sandboxInboundBody.parse({ from: '5511987654321', name: 'Maria', ...input })));

const pixOrder = {
  reference_id: 'REF1',
  type: 'physical-goods',
  currency: 'BRL',
  total_amount: { value: 2500, offset: 100 },
  order: { status: 'pending', items: [{ name: 'Camisa', amount: { value: 2500, offset: 100 }, quantity: 1 }] },
  payment_settings: [
    {
      type: 'pix_static_code',
      pix_static_code: { merchant_name: 'Loja Azul', key: 'loja@azul.com', key_type: 'EMAIL' },
    },
  ],
};
const eventStart = Date.UTC(2026, 10, 30, 13, 0, 0) / 1000;
const vcard =
  'BEGIN:VCARD\nVERSION:3.0\nN:;João Silva;;;\nFN:João Silva\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD';

const received = () => ({
  'whatsapp-web/template-buttons': baileys({
    templateMessage: {
      hydratedTemplate: {
        hydratedContentText: 'Seu pedido saiu para entrega',
        hydratedFooterText: 'Loja Azul',
        hydratedButtons: [
          { index: 0, urlButton: { displayText: 'Rastrear', url: 'https://loja.example/r/1' } },
          { index: 1, callButton: { displayText: 'Ligar', phoneNumber: '+551130000000' } },
        ],
      },
    },
  }),
  'whatsapp-web/native-flow-buttons': baileys({
    interactiveMessage: {
      header: { title: 'Cupom' },
      body: { text: 'Use o código na finalização' },
      footer: { text: 'Válido hoje' },
      nativeFlowMessage: {
        buttons: [
          {
            name: 'cta_copy',
            buttonParamsJson: JSON.stringify({ display_text: 'Copiar código', copy_code: 'AZUL10' }),
          },
          { name: 'quick_reply', buttonParamsJson: JSON.stringify({ display_text: 'Falar com atendente', id: 'h' }) },
        ],
      },
    },
  }),
  'whatsapp-web/pix': baileys({
    interactiveMessage: {
      body: { text: 'Pedido REF1' },
      nativeFlowMessage: { buttons: [{ name: 'review_and_pay', buttonParamsJson: JSON.stringify(pixOrder) }] },
    },
  }),
  'whatsapp-web/event': baileys({
    eventMessage: {
      name: 'Reunião de alinhamento',
      description: 'Pauta: entrega',
      location: { name: 'Sala 3' },
      joinLink: 'https://call.whatsapp.com/video/abc',
      startTime: eventStart,
    },
  }),
  'whatsapp-web/list': baileys({
    listMessage: {
      title: 'Cardápio',
      description: 'Escolha um sabor',
      buttonText: 'Ver sabores',
      footerText: 'Pizzaria',
      listType: 1,
      sections: [{ title: 'Pizzas', rows: [{ title: 'Margherita', description: 'Clássica', rowId: 'p1' }] }],
    },
  }),
  'whatsapp-web/poll': baileys({
    pollCreationMessageV3: {
      name: 'Melhor horário?',
      options: [{ optionName: 'Manhã' }, { optionName: 'Tarde' }],
      selectableOptionsCount: 1,
    },
  }),
  'whatsapp-web/location': baileys({
    locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja Azul', address: 'Rua A, 10' },
  }),
  'whatsapp-web/contact': baileys({ contactMessage: { displayName: 'João Silva', vcard } }),
  'whatsapp-web/ad-preview': baileys({
    extendedTextMessage: {
      text: 'Quero saber mais',
      contextInfo: {
        externalAdReply: { title: 'Promoção', body: 'Só hoje', sourceUrl: 'https://fb.example/ad/1' },
      },
    },
  }),
  'whatsapp-web/call-log': baileys({ callLogMesssage: { isVideo: false, callOutcome: 1, durationSecs: 0 } }),
  'whatsapp-cloud/location': cloud({
    type: 'location',
    location: { latitude: -22.9, longitude: -43.2, name: 'Filial Rio', address: 'Av. B, 20' },
  }),
  'whatsapp-cloud/contacts': cloud({
    type: 'contacts',
    contacts: [
      { name: { formatted_name: 'Ana Lima' }, phones: [{ phone: '+55 21 97777-6666', wa_id: '5521977776666' }] },
    ],
  }),
  'whatsapp-cloud/ad-preview': cloud({
    type: 'text',
    text: { body: 'Vi o anúncio' },
    referral: { source_url: 'https://fb.me/ad2', headline: 'Frete grátis', body: 'Até domingo', source_type: 'ad' },
  }),
  'messenger/location': messenger({
    mid: 'm.loc',
    attachments: [
      { type: 'location', payload: { title: 'Ponto de encontro', coordinates: { lat: -30, long: -51.2 } } },
    ],
  }),
  'sandbox/buttons': sandbox({
    type: 'buttons',
    body: 'Como prefere seguir?',
    footer: 'Atendimento',
    buttons: [
      { name: 'cta_url', display_text: 'Abrir site', url: 'https://loja.example/' },
      { name: 'cta_call', display_text: 'Ligar', phone_number: '+5511999990000' },
      { name: 'cta_copy', display_text: 'Copiar', copy_code: 'CUPOM10' },
    ],
  }),
  'sandbox/pix': sandbox({
    type: 'pix',
    reference_id: 'REF2',
    total_amount: { value: 1990 },
    order: { items: [{ name: 'Camiseta', amount: { value: 1990 }, quantity: 1 }] },
    pixKey: '12345678909',
    merchantName: 'Loja Azul',
  }),
  'sandbox/event': sandbox({
    type: 'event',
    event: { name: 'Lançamento', startTime: new Date(eventStart * 1000).toISOString() },
  }),
});

describe('received structured messages (golden file shared with the web renderers)', () => {
  it('every driver writes the one format of packages/contracts message-bodies', () => {
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, `${JSON.stringify(received(), null, 2)}\n`);
    // Compared as data: the file is formatted by Biome, not by JSON.stringify.
    expect(received()).toEqual(JSON.parse(readFileSync(golden, 'utf8')));
  });
});
