import type { CampaignRecord } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchField } from '../../../components/search-field';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCampaigns } from '../api/get-campaigns';
import { useCampaignAction, useDeleteCampaign } from '../api/save-campaign';
import { useCampaignListEvents } from '../lib/use-campaign-events';
import { CampaignDialog } from './campaign-dialog';
import { CampaignsGate } from './campaigns-gate';
import { CampaignsTable } from './campaigns-table';

/** /campaigns (spec 3 §2): search, the table with its row actions, add. Admins of a plan with useCampaigns. */
export function CampaignsPage() {
  return <CampaignsGate>{(timeZone) => <CampaignsList timeZone={timeZone} />}</CampaignsGate>;
}

function CampaignsList({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useCampaignListEvents();
  const [search, setSearch] = useState('');
  const campaigns = useCampaigns(useDebouncedValue(search.trim()));
  const remove = useDeleteCampaign();
  const action = useCampaignAction();
  const [editing, setEditing] = useState<{ campaign: CampaignRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<CampaignRecord | null>(null);
  const rows = campaigns.data?.pages.flatMap((page) => page.records) ?? [];
  const move = (campaign: CampaignRecord, name: 'cancel' | 'restart') =>
    action.mutate(
      { id: campaign.id, action: name },
      {
        onSuccess: () =>
          toast.success(t(name === 'cancel' ? 'campaigns.toasts.cancelled' : 'campaigns.toasts.restarted')),
      },
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('campaigns.title')}
        </Typography>
        <SearchField label={t('campaigns.search')} value={search} onChange={setSearch} />
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ campaign: null })}>
          {t('campaigns.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {campaigns.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {campaigns.isError ? (
          <Typography color="error" role="alert" sx={{ p: 2 }}>
            {t('campaigns.loadError')}
          </Typography>
        ) : null}
        <CampaignsTable
          campaigns={rows}
          loading={campaigns.isPending}
          timeZone={timeZone}
          onStop={(campaign) => move(campaign, 'cancel')}
          onRestart={(campaign) => move(campaign, 'restart')}
          onReport={(campaign) => navigate(`/campaign/${campaign.id}/report`)}
          onEdit={(campaign) => setEditing({ campaign })}
          onDelete={setDeleting}
        />
        {campaigns.hasNextPage ? (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button size="small" onClick={() => void campaigns.fetchNextPage()} loading={campaigns.isFetchingNextPage}>
              {t('campaigns.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Paper>
      {editing ? (
        <CampaignDialog campaign={editing.campaign} timeZone={timeZone} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('campaigns.confirmDelete.title')}
        text={t('campaigns.confirmDelete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('campaigns.confirmDelete.confirm')}
        cancelLabel={t('campaigns.confirmDelete.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('campaigns.toasts.deleted')),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
