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

/** The secrets a stored account may drop: the access token can only be replaced. */
export const clearableSecrets = ['appSecret', 'verifyToken'] as const;
export type ClearableSecret = (typeof clearableSecrets)[number];
export const isClearableSecret = (field: MetaField): field is ClearableSecret =>
  (clearableSecrets as readonly MetaField[]).includes(field);

/** The API's limits (PUT /meta/{id}/account); the error is a key under connections.meta.errors. */
const ruleOf: Record<MetaField, { check: (value: string) => boolean; error: string }> = {
  externalAccountId: { check: (v) => /^\d{1,64}$/.test(v), error: 'digits' },
  wabaId: { check: (v) => /^\d{1,64}$/.test(v), error: 'digits' },
  pageId: { check: (v) => /^\d{1,64}$/.test(v), error: 'digits' },
  accessToken: { check: (v) => v.length >= 10 && v.length <= 2000, error: 'token' },
  appSecret: { check: (v) => v.length >= 8 && v.length <= 200, error: 'secret' },
  verifyToken: { check: (v) => v.length >= 8 && v.length <= 200, error: 'secret' },
};

/** The account id always; the access token only while none is stored (a blank one keeps it). */
export const isRequired = (field: MetaField, hasAccessToken: boolean) =>
  field === 'externalAccountId' || (field === 'accessToken' && !hasAccessToken);

export function metaErrorsOf(
  channel: MetaChannel,
  values: MetaValues,
  hasAccessToken: boolean,
): Partial<Record<MetaField, string>> {
  const errors: Partial<Record<MetaField, string>> = {};
  for (const field of metaFieldsOf[channel]) {
    const value = values[field].trim();
    if (value === '') {
      if (isRequired(field, hasAccessToken)) errors[field] = 'required';
    } else if (!ruleOf[field].check(value)) errors[field] = ruleOf[field].error;
  }
  return errors;
}

/**
 * The PUT body: Messenger's page id is its account id; empty ids are sent as null. A blank secret
 * is left out so the API keeps the stored one; a secret marked `cleared` is sent as null.
 */
export function metaInputOf(
  channel: MetaChannel,
  values: MetaValues,
  cleared: ReadonlySet<ClearableSecret> = new Set(),
): MetaAccountInput {
  const optional = (field: MetaField) =>
    metaFieldsOf[channel].includes(field) && values[field].trim() !== '' ? values[field].trim() : null;
  const externalAccountId = values.externalAccountId.trim();
  const input: MetaAccountInput = {
    externalAccountId,
    wabaId: optional('wabaId'),
    pageId: channel === 'facebook' ? externalAccountId : optional('pageId'),
  };
  const accessToken = values.accessToken.trim();
  if (accessToken !== '') input.accessToken = accessToken;
  for (const secret of clearableSecrets) {
    const value = optional(secret);
    if (value !== null) input[secret] = value;
    else if (cleared.has(secret)) input[secret] = null;
  }
  return input;
}
