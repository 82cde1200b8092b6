import type { ConnectionCompanySummary } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { ForeignCompanyScope } from '../lib/connection-scope';
import { ConnectionDialogs, type ConnectionDialogsState } from './connection-dialogs';
import { ConnectionsTable } from './connections-table';

/**
 * Spec 2 §2: one company's connections on the all-connections screen. Session actions, edit and
 * delete are for an admin profile only. On another company they go through the super user's
 * /whatsapp-admin/{id} routes (ForeignCompanyScope), and the edit modal offers that company's
 * queues and follows its options.
 */
export function CompanyConnectionsModal({
  company,
  onClose,
}: {
  company: ConnectionCompanySummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const canManage = user?.profile === 'admin';
  const foreign = company !== null && company.companyId !== user?.companyId;
  const [dialogs, setDialogs] = useState<ConnectionDialogsState>({});
  return (
    <Dialog
      open={company !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="company-connections-title"
    >
      <DialogTitle id="company-connections-title">
        {t('connections.all.companyTitle', { name: company?.companyName ?? '' })}
      </DialogTitle>
      <ForeignCompanyScope foreign={foreign}>
        <DialogContent dividers sx={{ overflowX: 'auto' }}>
          <ConnectionsTable
            connections={company?.connections ?? []}
            loading={false}
            canManage={canManage}
            onShowQr={(connection) => setDialogs({ qrConnectionId: connection.id })}
            onDisconnect={(connection) => setDialogs({ disconnecting: connection })}
            onCloseImported={(connection) => setDialogs({ closingImported: connection })}
            onEdit={(connection) =>
              setDialogs({ editing: { connectionId: connection.id, channel: connection.channel } })
            }
            onDelete={(connection) => setDialogs({ deleting: connection })}
          />
        </DialogContent>
        <ConnectionDialogs state={dialogs} onClose={() => setDialogs({})} />
      </ForeignCompanyScope>
      <DialogActions>
        <Button onClick={onClose}>{t('connections.all.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
