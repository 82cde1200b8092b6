import { describe, expect, it } from 'vitest';
import { metaErrorsOf, metaInputOf, metaValuesOf, webhookUrlOf } from './meta-credentials';

const values = (changes: Partial<ReturnType<typeof metaValuesOf>>) => ({ ...metaValuesOf(null), ...changes });

describe('Meta credentials', () => {
  it('names the webhook of each product', () => {
    expect(webhookUrlOf('https://app.example.com', 'whatsappapi')).toBe(
      'https://app.example.com/api/webhooks/whatsapp-cloud',
    );
    expect(webhookUrlOf('https://app.example.com', 'facebook')).toBe('https://app.example.com/api/webhooks/messenger');
    expect(webhookUrlOf('https://app.example.com', 'instagram')).toBe('https://app.example.com/api/webhooks/instagram');
  });

  it("checks only the channel's own fields, with the API's limits", () => {
    expect(metaErrorsOf('instagram', values({ wabaId: 'not digits' }), false)).toEqual({
      externalAccountId: 'required',
      accessToken: 'required',
    });
    expect(
      metaErrorsOf('instagram', values({ externalAccountId: '17', accessToken: 'x'.repeat(10), pageId: '9a' }), false),
    ).toEqual({ pageId: 'digits' });
    expect(
      metaErrorsOf('whatsappapi', values({ externalAccountId: '1', accessToken: 'short', appSecret: '1234567' }), true),
    ).toEqual({ accessToken: 'token', appSecret: 'secret' });
  });

  it('requires the access token only while none is stored', () => {
    expect(metaErrorsOf('facebook', values({ externalAccountId: '17' }), false)).toEqual({ accessToken: 'required' });
    expect(metaErrorsOf('facebook', values({ externalAccountId: '17' }), true)).toEqual({});
  });

  it('builds the PUT body: trimmed, empty ids as null, Messenger page id from its account id', () => {
    const input = values({ externalAccountId: ' 17 ', accessToken: ' token-12345 ', pageId: '99', wabaId: '5' });
    expect(metaInputOf('instagram', input)).toEqual({
      externalAccountId: '17',
      accessToken: 'token-12345',
      wabaId: null,
      pageId: '99',
    });
    expect(metaInputOf('facebook', input)).toMatchObject({ pageId: '17', wabaId: null });
    expect(metaInputOf('whatsappapi', input)).toMatchObject({ pageId: null, wabaId: '5' });
  });

  it('leaves blank secrets out (keep), sends cleared ones as null, and a typed one over a clear', () => {
    const input = values({ externalAccountId: '17', verifyToken: ' new-verify ' });
    expect(metaInputOf('whatsappapi', input, new Set(['appSecret', 'verifyToken']))).toEqual({
      externalAccountId: '17',
      wabaId: null,
      pageId: null,
      appSecret: null,
      verifyToken: 'new-verify',
    });
    expect(metaInputOf('whatsappapi', input)).not.toHaveProperty('accessToken');
    expect(metaInputOf('whatsappapi', input)).not.toHaveProperty('appSecret');
  });
});
