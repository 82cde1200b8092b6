import type { PhraseCampaignAnswer } from '@chatdesk/contracts';
import type { PhraseCampaignRow } from './phrase-campaigns.repository';

export function toPhraseCampaignAnswer(row: PhraseCampaignRow): PhraseCampaignAnswer {
  return {
    id: row.id,
    name: row.name,
    flowId: row.flowId,
    whatsappId: row.whatsappId,
    phrase: row.phrase,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
