import type { ConnectionChannel, ConnectionStatusValue } from '@chatdesk/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CropFree from '@mui/icons-material/CropFree';
import SignalCellularConnectedNoInternet0Bar from '@mui/icons-material/SignalCellularConnectedNoInternet0Bar';
import SignalCellularConnectedNoInternet2Bar from '@mui/icons-material/SignalCellularConnectedNoInternet2Bar';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ChannelIcon as SharedChannelIcon } from '../../../components/channel-icon';

/** The channel of a connection, named for screen readers unless `decorative` (a label is beside it). */
export function ChannelIcon({ channel, decorative = false }: { channel: ConnectionChannel; decorative?: boolean }) {
  const { t } = useTranslation();
  return <SharedChannelIcon channel={channel} label={decorative ? undefined : t(`connections.channels.${channel}`)} />;
}

/** The status cell: an icon per status with its explanation (spec 2 §4). */
export function StatusIcon({ status }: { status: ConnectionStatusValue }) {
  const { t } = useTranslation();
  const label = t(`connections.statuses.${status}`);
  const common = { role: 'img', 'aria-label': label, 'aria-hidden': false } as const;
  let icon = <CheckCircle {...common} sx={{ color: 'success.main' }} />;
  if (status === 'qrcode') icon = <CropFree {...common} />;
  else if (status === 'DISCONNECTED') icon = <SignalCellularConnectedNoInternet0Bar {...common} color="error" />;
  else if (status === 'TIMEOUT' || status === 'PAIRING')
    icon = <SignalCellularConnectedNoInternet2Bar {...common} color="warning" />;
  else if (status === 'OPENING') icon = <CircularProgress size={20} aria-label={label} />;
  return (
    <Tooltip title={label}>
      <span data-status={status}>{icon}</span>
    </Tooltip>
  );
}
