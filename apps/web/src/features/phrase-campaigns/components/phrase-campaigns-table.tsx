import type { PhraseCampaignAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';

interface PhraseCampaignsTableProps {
  campaigns: readonly PhraseCampaignAnswer[];
  loading: boolean;
  failed: boolean;
  onEdit: (campaign: PhraseCampaignAnswer) => void;
  /** Absent for roles without the contact-delete permission (spec 3 §6): no delete button. */
  onDelete?: (campaign: PhraseCampaignAnswer) => void;
}

/** Spec 3 §2 Phrase campaigns: Nome, Status (Ativo or Desativado), edit and delete. */
export function PhraseCampaignsTable({ campaigns, loading, failed, onEdit, onDelete }: PhraseCampaignsTableProps) {
  const { t } = useTranslation();
  const action = (label: 'edit' | 'delete', name: string) => `${t(`phraseCampaigns.actions.${label}`)}: ${name}`;
  return (
    <Table size="small" aria-label={t('phraseCampaigns.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('phraseCampaigns.table.name')}</TableCell>
          <TableCell>{t('phraseCampaigns.table.status')}</TableCell>
          <TableCell align="right">{t('phraseCampaigns.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id} hover data-testid={`phrase-campaign-row-${campaign.id}`}>
            <TableCell sx={{ maxWidth: { xs: 140, sm: 420 } }}>
              <Typography variant="body2" noWrap title={campaign.name}>
                {campaign.name}
              </Typography>
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={campaign.status ? 'success' : 'default'}
                label={t(campaign.status ? 'phraseCampaigns.table.active' : 'phraseCampaigns.table.inactive')}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('phraseCampaigns.actions.edit')}>
                <IconButton size="small" aria-label={action('edit', campaign.name)} onClick={() => onEdit(campaign)}>
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              {onDelete ? (
                <Tooltip title={t('phraseCampaigns.actions.delete')}>
                  <IconButton
                    size="small"
                    aria-label={action('delete', campaign.name)}
                    onClick={() => onDelete(campaign)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
        {failed ? (
          <TableMessageRow colSpan={3} muted>
            {t('phraseCampaigns.loadError')}
          </TableMessageRow>
        ) : !loading && campaigns.length === 0 ? (
          <TableMessageRow colSpan={3} muted>
            {t('phraseCampaigns.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
