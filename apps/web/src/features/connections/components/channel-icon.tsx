import type { ConnectionChannel, ConnectionStatusValue } from '@chatdesk/contracts';
import Api from '@mui/icons-material/Api';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CropFree from '@mui/icons-material/CropFree';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import Science from '@mui/icons-material/Science';
import SignalCellularConnectedNoInternet0Bar from '@mui/icons-material/SignalCellularConnectedNoInternet0Bar';
import SignalCellularConnectedNoInternet2Bar from '@mui/icons-material/SignalCellularConnectedNoInternet2Bar';
import WhatsApp from '@mui/icons-material/WhatsApp';
import CircularProgress from '@mui/material/CircularProgress';
import type SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

const channelIcons: Record<ConnectionChannel, { Icon: typeof SvgIcon; color: string }> = {
  whatsapp: { Icon: WhatsApp, color: '#25D366' },
  whatsappapi: { Icon: Api, color: '#128C7E' },
  facebook: { Icon: Facebook, color: '#3b5998' },
  instagram: { Icon: Instagram, color: '#e1306c' },
  webchat: { Icon: Language, color: '#1976d2' },
  sandbox: { Icon: Science, color: '#7b1fa2' },
};

/** The channel of a connection, named for screen readers unless `decorative` (a label is beside it). */
export function ChannelIcon({ channel, decorative = false }: { channel: ConnectionChannel; decorative?: boolean }) {
  const { t } = useTranslation();
  const { Icon, color } = channelIcons[channel];
  const label = t(`connections.channels.${channel}`);
  if (decorative) return <Icon aria-hidden sx={{ color }} />;
  return (
    <Tooltip title={label}>
      <Icon role="img" aria-label={label} aria-hidden={false} sx={{ color, verticalAlign: 'middle' }} />
    </Tooltip>
  );
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
