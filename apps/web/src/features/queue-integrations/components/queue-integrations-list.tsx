import type { QueueIntegrationAnswer } from '@chatdesk/contracts';
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
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { TableMessageRow } from '../../../components/table-message-row';
import { integrationTypeNames } from '../lib/integration-form';
import { IntegrationTypeLogo } from './integration-type-logo';

export interface QueueIntegrationsListProps {
  integrations: readonly QueueIntegrationAnswer[];
  loading: boolean;
  /** Spec 3 §8: 'Não foi possível carregar a lista de registros'. */
  failed: boolean;
  onEdit: (integration: QueueIntegrationAnswer) => void;
  onDelete: (integration: QueueIntegrationAnswer) => void;
}

/** Spec 3 §2 Queue integrations: type logo, id, name, edit and delete. Cards on a phone. */
export function QueueIntegrationsList(props: QueueIntegrationsListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? <IntegrationCards {...props} /> : <IntegrationsTable {...props} />;
}

type RowActionsProps = { integration: QueueIntegrationAnswer } & Pick<
  QueueIntegrationsListProps,
  'onEdit' | 'onDelete'
>;

function useEmptyText({ integrations, loading, failed }: QueueIntegrationsListProps): string | null {
  const { t } = useTranslation();
  if (failed) return t('queueIntegrations.loadError');
  return !loading && integrations.length === 0 ? t('queueIntegrations.empty') : null;
}

function RowActions({ integration, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <EditDeleteActions
      name={integration.name}
      editLabel={t('queueIntegrations.actions.edit')}
      deleteLabel={t('queueIntegrations.actions.delete')}
      onEdit={() => onEdit(integration)}
      onDelete={() => onDelete(integration)}
    />
  );
}

function IntegrationsTable(props: QueueIntegrationsListProps) {
  const { t } = useTranslation();
  const { integrations, onEdit, onDelete } = props;
  const empty = useEmptyText(props);
  return (
    <Table size="small" stickyHeader aria-label={t('queueIntegrations.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 72 }}>{t('queueIntegrations.table.type')}</TableCell>
          <TableCell sx={{ width: 80 }}>{t('queueIntegrations.table.id')}</TableCell>
          <TableCell>{t('queueIntegrations.table.name')}</TableCell>
          <TableCell align="right">{t('queueIntegrations.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {integrations.map((integration) => (
          <TableRow key={integration.id} hover data-testid={`queue-integration-row-${integration.id}`}>
            <TableCell>
              <IntegrationTypeLogo type={integration.type} label={integrationTypeNames[integration.type]} />
            </TableCell>
            <TableCell>{integration.id}</TableCell>
            <TableCell sx={{ maxWidth: 420 }}>
              <Typography variant="body2" noWrap title={integration.name}>
                {integration.name}
              </Typography>
            </TableCell>
            <TableCell align="right">
              <RowActions integration={integration} onEdit={onEdit} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
        {empty ? (
          <TableMessageRow colSpan={4} muted>
            {empty}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

function IntegrationCards(props: QueueIntegrationsListProps) {
  const { t } = useTranslation();
  const { integrations, onEdit, onDelete } = props;
  const empty = useEmptyText(props);
  return (
    <Box component="ul" aria-label={t('queueIntegrations.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {integrations.map((integration) => (
        <Box
          component="li"
          key={integration.id}
          data-testid={`queue-integration-row-${integration.id}`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <IntegrationTypeLogo type={integration.type} label={integrationTypeNames[integration.type]} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {integration.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('queueIntegrations.table.id')} {integration.id} · {integrationTypeNames[integration.type]}
            </Typography>
          </Box>
          <RowActions integration={integration} onEdit={onEdit} onDelete={onDelete} />
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
