import type { ConnectionAnswer, ConnectionChannel } from '@chatdesk/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteConnection } from '../api/delete-connection';
import { useRestartAll, useSessionCall } from '../api/session-actions';
import { ConnectionModal } from './connection-modal';
import { FacebookConnectDialog } from './facebook-connect-dialog';
import { QrCodeModal } from './qr-code-modal';

/** Which dialog of the connections screens is open (at most one). */
export interface ConnectionDialogsState {
  /** The edit modal: `connectionId` null adds a connection of `channel`. */
  editing?: { connectionId: number | null; channel: ConnectionChannel };
  qrConnectionId?: number;
  deleting?: ConnectionAnswer;
  disconnecting?: ConnectionAnswer;
  closingImported?: ConnectionAnswer;
  restarting?: boolean;
  /** The Facebook / Instagram add entries: POST /facebook with a pasted user token. */
  connectingFacebook?: { instagram: boolean };
}

/** The modals and confirmations the connections table opens. */
export function ConnectionDialogs({ state, onClose }: { state: ConnectionDialogsState; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteConnection = useDeleteConnection();
  const disconnect = useSessionCall('disconnect');
  const closeImported = useSessionCall('closeImported');
  const restartAll = useRestartAll();
  const { deleting, disconnecting, closingImported } = state;
  const common = { cancelLabel: t('connections.confirm.cancel'), onCancel: onClose };

  return (
    <>
      <ConnectionModal
        open={state.editing !== undefined}
        connectionId={state.editing?.connectionId ?? null}
        channel={state.editing?.channel ?? 'whatsapp'}
        onClose={onClose}
      />
      <QrCodeModal connectionId={state.qrConnectionId ?? null} onClose={onClose} />
      <FacebookConnectDialog
        open={state.connectingFacebook !== undefined}
        instagram={state.connectingFacebook?.instagram ?? false}
        onClose={onClose}
      />
      <ConfirmDialog
        {...common}
        open={deleting !== undefined}
        title={t('connections.confirm.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('connections.confirm.deleteMessage')}
        confirmLabel={t('connections.confirm.delete')}
        destructive
        pending={deleteConnection.isPending}
        onConfirm={() => deleting && deleteConnection.mutate(deleting.id, { onSettled: onClose })}
      />
      <ConfirmDialog
        {...common}
        open={disconnecting !== undefined}
        title={t('connections.confirm.disconnectTitle', { name: disconnecting?.name ?? '' })}
        text={t('connections.confirm.disconnectMessage')}
        confirmLabel={t('connections.buttons.disconnect')}
        destructive
        pending={disconnect.isPending}
        onConfirm={() => disconnecting && disconnect.mutate(disconnecting.id, { onSettled: onClose })}
      />
      <ConfirmDialog
        {...common}
        open={closingImported !== undefined}
        title={t('connections.confirm.closedImportedTitle')}
        text={t('connections.confirm.closedImportedMessage')}
        confirmLabel={t('connections.confirm.confirm')}
        pending={closeImported.isPending}
        onConfirm={() => closingImported && closeImported.mutate(closingImported.id, { onSettled: onClose })}
      />
      <ConfirmDialog
        {...common}
        open={state.restarting === true}
        title={t('connections.confirm.restartTitle')}
        text={t('connections.confirm.restartMessage')}
        confirmLabel={t('connections.confirm.confirm')}
        pending={restartAll.isPending}
        onConfirm={() => restartAll.mutate(undefined, { onSettled: onClose })}
      />
    </>
  );
}
