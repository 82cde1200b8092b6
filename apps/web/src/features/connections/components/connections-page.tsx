import type { ConnectionAnswer, ConnectionChannel } from '@chatdesk/contracts';
import Autorenew from '@mui/icons-material/Autorenew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { useConnectionChannels } from '../api/get-channels';
import { useConnections } from '../api/get-connections';
import { type ConnectionSlots, ConnectionSlotsProvider } from '../lib/connection-slots';
import { type ImportProgress, useConnectionEvents } from '../lib/use-connection-events';
import { useForcedLogoutWhenExpired } from '../lib/use-forced-logout';
import { AddConnectionMenu } from './add-connection-menu';
import { ConnectionDialogs, type ConnectionDialogsState } from './connection-dialogs';
import { ConnectionsTable } from './connections-table';

/** Spec 2 §2: a profile user without allowConnections sees this instead of the page. */
function NoPermission() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('connections.noPermission.title')}
      </Typography>
      <Typography color="text.secondary">{t('connections.noPermission.message')}</Typography>
    </Box>
  );
}

/**
 * /connections (spec 2 §2): the company's connections, their sessions and live status. `slots`:
 * the modal's parts owned by other areas (weekday editor, web chat settings), from the app layer.
 */
export function ConnectionsPage({ slots = {} }: { slots?: ConnectionSlots }) {
  useForcedLogoutWhenExpired();
  const allowed = useCan('connections-page:view');
  if (!allowed) return <NoPermission />;
  return (
    <ConnectionSlotsProvider slots={slots}>
      <ConnectionsPageContent />
    </ConnectionSlotsProvider>
  );
}

function ConnectionsPageContent() {
  const { t } = useTranslation();
  const connections = useConnections();
  const canManage = useCan('connections-page:actionButtons');
  const canAdd = useCan('connections-page:addConnection');
  const offered = useConnectionChannels(canAdd);
  const [dialogs, setDialogs] = useState<ConnectionDialogsState>({});
  const [progress, setProgress] = useState<ReadonlyMap<number, ImportProgress>>(new Map());
  const onImport = useCallback((whatsappId: number, next: ImportProgress | null) => {
    setProgress((current) => {
      const copy = new Map(current);
      if (next) copy.set(whatsappId, next);
      else copy.delete(whatsappId);
      return copy;
    });
  }, []);
  useConnectionEvents(onImport);
  const rows = connections.data ?? [];
  const open = (next: ConnectionDialogsState) => setDialogs(next);
  // Facebook and Instagram connections come from the user's pages (POST /facebook), not a form.
  const add = (channel: ConnectionChannel) =>
    open(
      channel === 'facebook' || channel === 'instagram'
        ? { connectingFacebook: { instagram: channel === 'instagram' } }
        : { editing: { connectionId: null, channel } },
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {connections.data ? t('connections.titleWithCount', { count: rows.length }) : t('connections.title')}
        </Typography>
        {canManage ? (
          <Button variant="outlined" startIcon={<Autorenew />} onClick={() => open({ restarting: true })}>
            {t('connections.restartAll')}
          </Button>
        ) : null}
        {canAdd ? <AddConnectionMenu channels={offered.data ?? []} onAdd={add} /> : null}
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {connections.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <ConnectionsTable
          connections={rows}
          loading={connections.isPending}
          canManage={canManage}
          importProgress={progress}
          onShowQr={(connection: ConnectionAnswer) => open({ qrConnectionId: connection.id })}
          onDisconnect={(connection) => open({ disconnecting: connection })}
          onCloseImported={(connection) => open({ closingImported: connection })}
          onEdit={(connection) => open({ editing: { connectionId: connection.id, channel: connection.channel } })}
          onDelete={(connection) => open({ deleting: connection })}
        />
      </Paper>
      <ConnectionDialogs state={dialogs} onClose={() => setDialogs({})} />
    </Stack>
  );
}
