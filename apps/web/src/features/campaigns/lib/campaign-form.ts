import {
  type CampaignInput,
  type CampaignRecord,
  type CampaignTicketStatus,
  campaignConfirmationFields,
  campaignMessageFields,
} from '@chatdesk/contracts';
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/zoned-time';
import type { NamedRef } from '../api/campaign-references';

export type CampaignTextField = (typeof campaignMessageFields)[number] | (typeof campaignConfirmationFields)[number];

/** The dialog's values: selects hold '' for "none", the time on the company's clock ('' = not scheduled). */
export interface CampaignFormValues {
  name: string;
  whatsappId: number | '';
  recipients: 'list' | 'tag';
  contactListId: number | '';
  tagListId: number | '';
  scheduledAt: string;
  confirmation: boolean;
  texts: Record<CampaignTextField, string>;
  openTicket: boolean;
  user: NamedRef | null;
  queueId: number | '';
  statusTicket: CampaignTicketStatus;
}

const textFields = [...campaignMessageFields, ...campaignConfirmationFields];

/** A campaign's values, or a new one's (spec 3 §9 dialog defaults: statusTicket closed, openTicket disabled). */
export function campaignFormValues(campaign: CampaignRecord | null, timeZone: string): CampaignFormValues {
  return {
    name: campaign?.name ?? '',
    whatsappId: campaign?.whatsappId ?? '',
    recipients: campaign?.tagListId ? 'tag' : 'list',
    contactListId: campaign?.contactListId ?? '',
    tagListId: campaign?.tagListId ?? '',
    scheduledAt: campaign?.scheduledAt ? toDateTimeInput(campaign.scheduledAt, timeZone) : '',
    confirmation: campaign?.confirmation ?? false,
    texts: Object.fromEntries(
      textFields.map((field) => [field, campaign?.[field] ?? '']),
    ) as CampaignFormValues['texts'],
    openTicket: campaign?.openTicket === 'enabled',
    user: campaign?.user ?? null,
    queueId: campaign?.queueId ?? '',
    statusTicket: campaign?.statusTicket ?? 'closed',
  };
}

const idOrNull = (value: number | '') => (value === '' ? null : value);

/** What the dialog sends (the API's own schema validates it first): one kind of recipients only. */
export function campaignInputOf(values: CampaignFormValues, timeZone: string): CampaignInput {
  const byList = values.recipients === 'list';
  return {
    ...values.texts,
    name: values.name,
    whatsappId: values.whatsappId === '' ? undefined : values.whatsappId,
    contactListId: byList ? idOrNull(values.contactListId) : null,
    tagListId: byList ? null : idOrNull(values.tagListId),
    scheduledAt: values.scheduledAt ? fromDateTimeInput(values.scheduledAt, timeZone) || values.scheduledAt : null,
    confirmation: values.confirmation,
    openTicket: values.openTicket ? 'enabled' : 'disabled',
    userId: values.openTicket ? (values.user?.id ?? null) : null,
    queueId: values.openTicket ? idOrNull(values.queueId) : null,
    statusTicket: values.statusTicket,
  };
}
