import { type CampaignRecord, campaignMediaKinds, campaignMediaMaxBytes } from '@chatdesk/contracts';
import type { MediaSource } from '../../../platform/storage/media-storage';
import { removeCompanyMedia, storeThenRecord } from '../../../platform/storage/stored-media';
import { saveableCampaign, visibleCampaign } from '../campaign-access';
import type { CampaignsDeps } from '../campaigns.deps';
import { recordOf, updateCampaignRow } from '../campaigns.repository';

type Attachment = { path: string; name: string } | null;

/**
 * POST /campaigns/{id}/media-upload: the file sent with each recipient's message (spec 3 §5: a
 * separate call after the save). The same rule as an edit applies; the type is read from the bytes.
 */
export async function uploadCampaignMedia(
  deps: CampaignsDeps,
  companyId: number,
  id: number,
  upload: { source: MediaSource; fileName: string },
): Promise<CampaignRecord> {
  // Refused before any byte is stored when the campaign can no longer change.
  await deps.db.tenant(companyId).transaction((tx) => saveableCampaign(tx, companyId, id, new Date()));
  const options = { allowed: campaignMediaKinds, maxBytes: campaignMediaMaxBytes, fileName: upload.fileName };
  const name = upload.fileName.slice(0, 255) || 'arquivo';
  return storeThenRecord(deps.storage, companyId, { source: upload.source, options }, ({ url }) =>
    setCampaignMedia(deps, companyId, id, { path: url, name }),
  );
}

/** DELETE /campaigns/{id}/media-upload: the campaign sends text only. */
export const deleteCampaignMedia = (deps: CampaignsDeps, companyId: number, id: number) =>
  setCampaignMedia(deps, companyId, id, null);

async function setCampaignMedia(
  deps: CampaignsDeps,
  companyId: number,
  id: number,
  attachment: Attachment,
): Promise<CampaignRecord> {
  const mediaPath = attachment?.path ?? null;
  const { replaced, row } = await deps.db.tenant(companyId).transaction(async (tx) => {
    const before = await saveableCampaign(tx, companyId, id, new Date());
    await updateCampaignRow(tx, companyId, id, { mediaPath, mediaName: attachment?.name ?? null });
    return { replaced: before.mediaPath, row: await visibleCampaign(tx, companyId, id) };
  });
  // The old file goes once the row no longer names it.
  if (replaced !== mediaPath) await removeCompanyMedia(deps.storage, companyId, replaced);
  const campaign = recordOf(row);
  deps.events.publish({ type: 'campaign.updated', companyId, campaign });
  return campaign;
}
