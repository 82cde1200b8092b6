import { flowValidationMessages, type PhraseCampaignAnswer, type PhraseCampaignInput } from '@chatdesk/contracts';

export interface PhraseCampaignFormValues {
  name: string;
  flowId: number | null;
  /** '': no connection chosen (the phrase works on every connection). */
  whatsappId: number | '';
  phrase: string;
  status: boolean;
}

/** Spec 3 §4: a new campaign starts active. */
export const phraseCampaignValuesOf = (campaign: PhraseCampaignAnswer | null): PhraseCampaignFormValues => ({
  name: campaign?.name ?? '',
  flowId: campaign?.flowId ?? null,
  whatsappId: campaign?.whatsappId ?? '',
  phrase: campaign?.phrase ?? '',
  status: campaign?.status ?? true,
});

export const phraseCampaignInputOf = (values: PhraseCampaignFormValues): PhraseCampaignInput => ({
  ...values,
  // A missing flow is refused by the schema ('Obrigatório' through the fallback key).
  flowId: values.flowId ?? 0,
  whatsappId: values.whatsappId === '' ? null : values.whatsappId,
});

/** The spec 3 §5 texts the dialog can show, keyed as `phraseCampaigns.validation.*`. */
const { nameRequired, nameTooShort, nameTooLong, required } = flowValidationMessages;
export const phraseCampaignTexts = { nameRequired, nameTooShort, nameTooLong, required };
export type PhraseCampaignTextKey = keyof typeof phraseCampaignTexts;
