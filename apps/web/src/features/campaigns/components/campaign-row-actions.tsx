import { type CampaignRecord, campaignDeletable, campaignRestartable } from '@chatdesk/contracts';
import Assessment from '@mui/icons-material/Assessment';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CampaignRowHandlers {
  onStop: (campaign: CampaignRecord) => void;
  onRestart: (campaign: CampaignRecord) => void;
  onReport: (campaign: CampaignRecord) => void;
  onEdit: (campaign: CampaignRecord) => void;
  onDelete: (campaign: CampaignRecord) => void;
}

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Spec 3 §2 row actions: stop only while in progress, restart only when cancelled, report, edit
 * (the dialog is read-only when the campaign may no longer change), delete unless it is running.
 */
export function CampaignRowActions({ campaign, ...handlers }: { campaign: CampaignRecord } & CampaignRowHandlers) {
  const { t } = useTranslation();
  const label = (action: 'stop' | 'restart' | 'report' | 'edit' | 'delete') =>
    `${t(`campaigns.actions.${action}`)}: ${campaign.name}`;
  return (
    <>
      {campaign.status === 'EM_ANDAMENTO' ? (
        <Action label={label('stop')} onClick={() => handlers.onStop(campaign)}>
          <PauseCircleOutlined fontSize="small" />
        </Action>
      ) : null}
      {campaignRestartable(campaign.status) ? (
        <Action label={label('restart')} onClick={() => handlers.onRestart(campaign)}>
          <PlayCircleOutlined fontSize="small" />
        </Action>
      ) : null}
      <Action label={label('report')} onClick={() => handlers.onReport(campaign)}>
        <Assessment fontSize="small" />
      </Action>
      <Action label={label('edit')} onClick={() => handlers.onEdit(campaign)}>
        <Edit fontSize="small" />
      </Action>
      {campaignDeletable(campaign.status) ? (
        <Action label={label('delete')} onClick={() => handlers.onDelete(campaign)}>
          <DeleteOutlined fontSize="small" />
        </Action>
      ) : null}
    </>
  );
}
