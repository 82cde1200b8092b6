import type { ConnectionChannel } from '@chatdesk/contracts';
import type { MetaAccount, MetaAccountInput } from '../api/meta-account';

export const metaChannels = ['whatsappapi', 'facebook', 'instagram'] as const;
export type MetaChannel = (typeof metaChannels)[number];
export const isMetaChannel = (channel: ConnectionChannel): channel is MetaChannel =>
  (metaChannels as readonly string[]).includes(channel);

/** The webhook each Meta product calls (docs/api.md "Meta channels"). */
const webhookPathOf: Record<MetaChannel, string> = {
  whatsappapi: 'whatsapp-cloud',
  facebook: 'messenger',
  instagram: 'instagram',
};
export const webhookUrlOf = (origin: string, channel: MetaChannel) =>
  `${origin}/api/webhooks/${webhookPathOf[channel]}`;

export type MetaField = 'externalAccountId' | 'wabaId' | 'pageId' | 'accessToken' | 'appSecret' | 'verifyToken';

/**
 * The fields of each channel, in order: the Cloud API names a phone number and its WABA;
 * Messenger a page (its id is also the page id); Instagram a business account and its page.
 */
export const metaFieldsOf: Record<MetaChannel, readonly MetaField[]> = {
  whatsappapi: ['externalAccountId', 'wabaId', 'accessToken', 'appSecret', 'verifyToken'],
  facebook: ['externalAccountId', 'accessToken', 'appSecret', 'verifyToken'],
  instagram: ['externalAccountId', 'pageId', 'accessToken', 'appSecret', 'verifyToken'],
};
export const secretFields: readonly MetaField[] = ['accessToken', 'appSecret', 'verifyToken'];

export type MetaValues = Record<MetaField, string>;
export const metaValuesOf = (account: MetaAccount | null): MetaValues => ({
  externalAccountId: account?.externalAccountId ?? '',
  wabaId: account?.wabaId ?? '',
  pageId: account?.pageId ?? '',
  accessToken: '',
  appSecret: '',
  verifyToken: '',
});

/** The API's limits (PUT /meta/{id}/account); the error is a key under connections.meta.errors. */
const ruleOf: Record<MetaField, { required: boolean; check: (value: string) => boolean; error: string }> = {
  externalAccountId: { required: true, check: (v) => /^\d{1,64}$/.test(v), error: 'digits' },
  wabaId: { required: false, check: (v) => /^\d{1,64}$/.test(v), error: 'digits' },
  pageId: { required: false, check: (v) => /^\d{1,64}$/.test(v), error: 'digits' },
  accessToken: { required: true, check: (v) => v.length >= 10 && v.length <= 2000, error: 'token' },
  appSecret: { required: false, check: (v) => v.length >= 8 && v.length <= 200, error: 'secret' },
  verifyToken: { required: false, check: (v) => v.length >= 8 && v.length <= 200, error: 'secret' },
};

export function metaErrorsOf(channel: MetaChannel, values: MetaValues): Partial<Record<MetaField, string>> {
  const errors: Partial<Record<MetaField, string>> = {};
  for (const field of metaFieldsOf[channel]) {
    const value = values[field].trim();
    const rule = ruleOf[field];
    if (value === '') {
      if (rule.required) errors[field] = 'required';
    } else if (!rule.check(value)) errors[field] = rule.error;
  }
  return errors;
}

/** The PUT body: Messenger's page id is its account id; empty optional fields are sent as null. */
export function metaInputOf(channel: MetaChannel, values: MetaValues): MetaAccountInput {
  const optional = (field: MetaField) =>
    metaFieldsOf[channel].includes(field) && values[field].trim() !== '' ? values[field].trim() : null;
  const externalAccountId = values.externalAccountId.trim();
  return {
    externalAccountId,
    accessToken: values.accessToken.trim(),
    wabaId: optional('wabaId'),
    pageId: channel === 'facebook' ? externalAccountId : optional('pageId'),
    appSecret: optional('appSecret'),
    verifyToken: optional('verifyToken'),
  };
}
