import type { ConnectionCompanySummary } from '@chatdesk/contracts';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useAllConnections } from '../api/get-all-connections';
import { type ConnectionSlots, ConnectionSlotsProvider } from '../lib/connection-slots';
import { useForcedLogoutWhenExpired } from '../lib/use-forced-logout';
import { CompanyConnectionsModal } from './company-connections-modal';

/** /allConnections (spec 2 §2): the super user's table per company; anyone else goes to /tickets. */
export function AllConnectionsPage({ slots = {} }: { slots?: ConnectionSlots }) {
  useForcedLogoutWhenExpired();
  const allowed = useCan('all-connections:view');
  if (!allowed) return <Navigate to="/tickets" replace />;
  return (
    <ConnectionSlotsProvider slots={slots}>
      <AllConnectionsContent />
    </ConnectionSlotsProvider>
  );
}

function AllConnectionsContent() {
  const { t } = useTranslation();
  const all = useAllConnections(true);
  const [openCompanyId, setOpenCompanyId] = useState<number | null>(null);
  const companies = all.data?.companies ?? [];
  // The modal follows the refetched list, so session actions show their result.
  const openCompany: ConnectionCompanySummary | null =
    companies.find((company) => company.companyId === openCompanyId) ?? null;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('connections.all.title')}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {all.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Table size="small" aria-label={t('connections.all.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('connections.all.company')}</TableCell>
              <TableCell align="right">{t('connections.all.connected')}</TableCell>
              <TableCell align="right">{t('connections.all.disconnected')}</TableCell>
              <TableCell align="right">{t('connections.all.total')}</TableCell>
              <TableCell align="right">{t('connections.table.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {companies.map((company) => (
              <TableRow key={company.companyId} hover data-testid={`company-row-${company.companyId}`}>
                <TableCell>{company.companyName}</TableCell>
                <TableCell align="right">{company.connected}</TableCell>
                <TableCell align="right">{company.disconnected}</TableCell>
                <TableCell align="right">{company.total}</TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={t('connections.all.open', { name: company.companyName })}
                    onClick={() => setOpenCompanyId(company.companyId)}
                  >
                    <Visibility fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          {all.data ? (
            <TableFooter>
              <TableRow data-testid="totals-row">
                <TableCell>{t('connections.all.totals')}</TableCell>
                <TableCell align="right">{all.data.totals.connected}</TableCell>
                <TableCell align="right">{all.data.totals.disconnected}</TableCell>
                <TableCell align="right">{all.data.totals.total}</TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </Paper>
      <CompanyConnectionsModal company={openCompany} onClose={() => setOpenCompanyId(null)} />
    </Stack>
  );
}
