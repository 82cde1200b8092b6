import type { FlowListItem } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../../components/table-message-row';
import { type FlowAction, FlowRowMenu } from './flow-row-menu';
import { FlowStatusSwitch } from './flow-status-switch';

export interface FlowsListProps {
  flows: readonly FlowListItem[];
  loading: boolean;
  /** Spec 3 §8: 'Não foi possível carregar a lista de registros'. */
  failed: boolean;
  /** The flow whose status is being saved. */
  togglingId: number | null;
  onOpen: (flow: FlowListItem) => void;
  onToggle: (flow: FlowListItem) => void;
  onAction: (action: FlowAction, flow: FlowListItem) => void;
}

/** Spec 3 §2 Flow list: name, status and actions; a row opens the editor. Cards on a phone. */
export function FlowsList(props: FlowsListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? <FlowCards {...props} /> : <FlowsTable {...props} />;
}

function useEmptyText({ flows, loading, failed }: FlowsListProps): string | null {
  const { t } = useTranslation();
  if (failed) return t('flowList.loadError');
  return !loading && flows.length === 0 ? t('flowList.empty') : null;
}

function FlowsTable(props: FlowsListProps) {
  const { t } = useTranslation();
  const { flows, togglingId, onOpen, onToggle, onAction } = props;
  const empty = useEmptyText(props);
  return (
    <Table size="small" stickyHeader aria-label={t('flowList.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('flowList.table.name')}</TableCell>
          <TableCell>{t('flowList.table.status')}</TableCell>
          <TableCell align="right">{t('flowList.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {flows.map((flow) => (
          <TableRow
            key={flow.id}
            hover
            data-testid={`flow-row-${flow.id}`}
            onClick={() => onOpen(flow)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={{ maxWidth: 420 }}>
              <Typography variant="body2" noWrap title={flow.name}>
                {flow.name}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <FlowStatusSwitch flow={flow} pending={togglingId === flow.id} onToggle={onToggle} />
            </TableCell>
            <TableCell align="right">
              <FlowRowMenu flow={flow} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
        {empty ? (
          <TableMessageRow colSpan={3} muted>
            {empty}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

function FlowCards(props: FlowsListProps) {
  const { t } = useTranslation();
  const { flows, togglingId, onOpen, onToggle, onAction } = props;
  const empty = useEmptyText(props);
  return (
    <Box component="ul" aria-label={t('flowList.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {flows.map((flow) => (
        <Box
          component="li"
          key={flow.id}
          data-testid={`flow-row-${flow.id}`}
          onClick={() => onOpen(flow)}
          sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', cursor: 'pointer' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {flow.name}
            </Typography>
            <FlowRowMenu flow={flow} onAction={onAction} />
          </Box>
          <FlowStatusSwitch flow={flow} pending={togglingId === flow.id} onToggle={onToggle} />
        </Box>
      ))}
      {empty ? (
        <Typography component="li" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {empty}
        </Typography>
      ) : null}
    </Box>
  );
}
