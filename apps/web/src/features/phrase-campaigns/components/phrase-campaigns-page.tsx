import type { PhraseCampaignAnswer } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/permissions';
import { usePlanFeature } from '../../../lib/use-plan-feature';
import { usePhraseCampaigns } from '../api/get-phrase-campaigns';
import { useDeletePhraseCampaign } from '../api/save-phrase-campaign';
import type { FlowPicker } from '../lib/flow-picker';
import { PhraseCampaignDialog } from './phrase-campaign-dialog';
import { PhraseCampaignsTable } from './phrase-campaigns-table';

interface PhraseCampaignsPageProps {
  /** The flow select (the flow builder area's), handed in by the app layer. */
  FlowSelect: FlowPicker;
}

/**
 * /phrase-lists (spec 3 §2 Phrase campaigns): title 'Campanhas', the 'Campanha' button, the table
 * and its dialog. Admins (the route guards) of a plan with useCampaigns: without it the page says
 * so and sends the user home. Delete needs the contact-delete permission (spec 3 §6).
 */
export function PhraseCampaignsPage({ FlowSelect }: PhraseCampaignsPageProps) {
  const { t } = useTranslation();
  const allowed = usePlanFeature('useCampaigns', t('phraseCampaigns.noPermission'));
  return allowed ? <PhraseCampaignsContent FlowSelect={FlowSelect} /> : null;
}

function PhraseCampaignsContent({ FlowSelect }: PhraseCampaignsPageProps) {
  const { t } = useTranslation();
  const campaigns = usePhraseCampaigns();
  const remove = useDeletePhraseCampaign();
  const canDelete = useCan('contacts-page:deleteContact');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const closeEditing = useCallback(() => setEditing(null), []);
  const [deleting, setDeleting] = useState<PhraseCampaignAnswer | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('phraseCampaigns.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ id: null })}>
          {t('phraseCampaigns.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {campaigns.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <PhraseCampaignsTable
          campaigns={campaigns.data ?? []}
          loading={campaigns.isPending}
          failed={campaigns.isError}
          onEdit={(campaign) => setEditing({ id: campaign.id })}
          onDelete={canDelete ? setDeleting : undefined}
        />
      </Paper>
      {editing ? <PhraseCampaignDialog campaignId={editing.id} FlowSelect={FlowSelect} onClose={closeEditing} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('phraseCampaigns.confirmDelete.title')}
        text={t('phraseCampaigns.confirmDelete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('phraseCampaigns.confirmDelete.confirm')}
        cancelLabel={t('phraseCampaigns.confirmDelete.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
