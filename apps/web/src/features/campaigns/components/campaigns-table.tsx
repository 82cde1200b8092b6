import type { CampaignRecord, CampaignStatus } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';
import { formatDateTime } from '../../../lib/dates';
import { CampaignRowActions, type CampaignRowHandlers } from './campaign-row-actions';

const statusColor: Record<CampaignStatus, 'default' | 'info' | 'primary' | 'warning' | 'success'> = {
  INATIVA: 'default',
  PROGRAMADA: 'info',
  EM_ANDAMENTO: 'primary',
  CANCELADA: 'warning',
  FINALIZADA: 'success',
};

/** Columns shown from the tablet width up (`fromTablet`) or from the laptop width up (`wide`). */
const fromTablet = { display: { xs: 'none', sm: 'table-cell' } } as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

function StatusChip({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={statusColor[status]} label={t(`campaigns.status.${status}`)} />;
}

interface CampaignsTableProps extends CampaignRowHandlers {
  campaigns: readonly CampaignRecord[];
  loading: boolean;
  timeZone: string;
}

/** Spec 3 §2: name, status, contact list, connection, scheduled, completed, confirmation, actions. */
export function CampaignsTable({ campaigns, loading, timeZone, ...handlers }: CampaignsTableProps) {
  const { t } = useTranslation();
  const when = (value: string | null, empty: string) => (value ? formatDateTime(value, { timeZone }) : empty);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('campaigns.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('campaigns.table.name')}</TableCell>
            <TableCell sx={fromTablet}>{t('campaigns.table.status')}</TableCell>
            <TableCell sx={wide}>{t('campaigns.table.contactList')}</TableCell>
            <TableCell sx={wide}>{t('campaigns.table.whatsapp')}</TableCell>
            <TableCell sx={wide}>{t('campaigns.table.scheduledAt')}</TableCell>
            <TableCell sx={wide}>{t('campaigns.table.completedAt')}</TableCell>
            <TableCell sx={wide}>{t('campaigns.table.confirmation')}</TableCell>
            <TableCell align="right">{t('campaigns.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((campaign) => (
            <TableRow key={campaign.id} hover data-testid={`campaign-row-${campaign.id}`}>
              <TableCell sx={{ maxWidth: { xs: 170, sm: 240 } }}>
                <Typography variant="body2" noWrap title={campaign.name}>
                  {campaign.name}
                </Typography>
                {/* On a phone the status sits under the name, so the actions keep their room. */}
                <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                  <StatusChip status={campaign.status} />
                </Box>
              </TableCell>
              <TableCell sx={fromTablet}>
                <StatusChip status={campaign.status} />
              </TableCell>
              <TableCell sx={wide}>
                {campaign.contactList?.name ??
                  (campaign.tagList
                    ? t('campaigns.table.tag', { name: campaign.tagList.name })
                    : t('campaigns.table.notDefined'))}
              </TableCell>
              <TableCell sx={wide}>{campaign.whatsapp?.name ?? t('campaigns.table.notDefined')}</TableCell>
              <TableCell sx={wide}>{when(campaign.scheduledAt, t('campaigns.table.noSchedule'))}</TableCell>
              <TableCell sx={wide}>{when(campaign.completedAt, t('campaigns.table.notCompleted'))}</TableCell>
              <TableCell sx={wide}>
                {t(campaign.confirmation ? 'campaigns.table.enabled' : 'campaigns.table.disabled')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <CampaignRowActions campaign={campaign} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
          {!loading && campaigns.length === 0 ? (
            <TableMessageRow colSpan={8} muted>
              {t('campaigns.empty')}
            </TableMessageRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
