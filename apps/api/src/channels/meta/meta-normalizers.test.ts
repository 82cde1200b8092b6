import { describe, expect, it } from 'vitest';
import { normalizeCloudWebhook } from './cloud-normalizer';
import { normalizeMessagingWebhook } from './messaging-normalizer';
import { signatureMatches, signatureOf } from './webhook-signature';

const cloud = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { metadata: { phone_number_id: '77' }, ...value } }] }],
});

describe('Cloud API webhook normalizer', () => {
  it('names documents by their file name, quotes replies and skips kinds it cannot show', () => {
    const items = normalizeCloudWebhook(
      cloud({
        contacts: [{ wa_id: '5511', profile: { name: 'Ana' } }],
        messages: [
          {
            from: '5511',
            id: 'D1',
            timestamp: '1700000000',
            type: 'document',
            document: { id: 'M9', filename: 'boleto.pdf', mime_type: 'application/pdf' },
            context: { id: 'PREV' },
          },
          { from: '5511', id: 'U1', type: 'unsupported', errors: [{ code: 131051 }] },
          { from: '5511', id: 'R0', type: 'reaction', reaction: { message_id: 'D1', emoji: '' } },
          { from: '5511', id: 'B1', type: 'button', button: { text: 'Sim', payload: 'yes' } },
        ],
        statuses: [{ id: 'S1', status: 'deleted' }],
      }),
    );
    expect(items).toEqual([
      {
        accountId: '77',
        mediaId: 'M9',
        mediaFileName: 'boleto.pdf',
        event: {
          kind: 'message',
          externalId: 'D1',
          chat: { id: '5511', name: 'Ana', isGroup: false },
          fromMe: false,
          mediaType: 'document',
          body: 'boleto.pdf',
          quotedExternalId: 'PREV',
          timestamp: new Date(1_700_000_000_000),
        },
      },
      {
        accountId: '77',
        event: expect.objectContaining({ externalId: 'B1', body: 'Sim', dataJson: { replyId: 'yes' } }),
      },
    ]);
  });

  it('ignores changes that are not messages', () => {
    const body = cloud({ messages: [{ from: '1', id: 'X', type: 'text', text: { body: 'x' } }] });
    (body.entry[0]?.changes[0] as { field: string }).field = 'account_update';
    expect(normalizeCloudWebhook(body)).toEqual([]);
  });
});

describe('Messenger/Instagram webhook normalizer', () => {
  const at = 1_700_000_000_000;
  const base = { sender: { id: 'PS1' }, recipient: { id: 'PAGE' }, timestamp: at };
  const run = (events: unknown[]) =>
    normalizeMessagingWebhook({ object: 'page', entry: [{ id: 'PAGE', messaging: events as never }] });

  it('makes one message per attachment, the text captioning the first', () => {
    const items = run([
      {
        ...base,
        message: {
          mid: 'm1',
          text: 'veja',
          attachments: [
            { type: 'image', payload: { url: 'https://cdn/a.png' } },
            { type: 'file', payload: { url: 'https://cdn/b.pdf' } },
            { type: 'image', payload: { url: 'https://cdn/s.png', sticker_id: 369239263222822 } },
          ],
        },
      },
    ]);
    expect(
      items.map((item) => [item.event.externalId, 'mediaType' in item.event && item.event.mediaType, item.mediaUrl]),
    ).toEqual([
      ['m1', 'image', 'https://cdn/a.png'],
      ['m1:1', 'document', 'https://cdn/b.pdf'],
      ['m1:2', 'sticker', 'https://cdn/s.png'],
    ]);
    expect(items[0]?.event).toMatchObject({ body: 'veja' });
    expect(items[1]?.event).toMatchObject({ body: '' });
  });

  it('turns postbacks and quick replies into text with their payload, and skips echoes and unreacts', () => {
    const items = run([
      { ...base, postback: { mid: 'pb1', title: 'Falar com atendente', payload: 'HUMAN' } },
      { ...base, message: { mid: 'q1', text: 'Vendas', quick_reply: { payload: 'SALES' } } },
      {
        sender: { id: 'PAGE' },
        recipient: { id: 'PS1' },
        timestamp: at,
        message: { mid: 'e1', text: 'eco', is_echo: true },
      },
      { ...base, reaction: { mid: 'q1', action: 'unreact' } },
    ]);
    expect(items.map((item) => item.event)).toMatchObject([
      { externalId: 'pb1', body: 'Falar com atendente', dataJson: { replyId: 'HUMAN' } },
      { externalId: 'q1', body: 'Vendas', dataJson: { replyId: 'SALES' } },
    ]);
  });
});

describe('webhook signature', () => {
  it('matches only the HMAC of the exact bytes under the secret', () => {
    const raw = Buffer.from('{"a":1}');
    expect(signatureMatches(raw, signatureOf(raw, 's3cret'), 's3cret')).toBe(true);
    expect(signatureMatches(raw, signatureOf(raw, 'other'), 's3cret')).toBe(false);
    expect(signatureMatches(Buffer.from('{"a": 1}'), signatureOf(raw, 's3cret'), 's3cret')).toBe(false);
    expect(signatureMatches(raw, 'sha1=abc', 's3cret')).toBe(false);
    expect(signatureMatches(raw, 'sha256=zz', 's3cret')).toBe(false);
    expect(signatureMatches(raw, undefined, 's3cret')).toBe(false);
  });
});
