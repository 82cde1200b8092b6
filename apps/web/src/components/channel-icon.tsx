import type { ContactChannel } from '@chatdesk/contracts';
import Api from '@mui/icons-material/Api';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import Science from '@mui/icons-material/Science';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { lighten, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';

/** The one icon and colour of every channel, wherever a ticket, contact or connection shows it. */
export const channelIcons: Record<ContactChannel, { Icon: typeof SvgIcon; color: string }> = {
  whatsapp: { Icon: WhatsApp, color: '#25D366' },
  whatsappapi: { Icon: Api, color: '#128C7E' },
  facebook: { Icon: Facebook, color: '#3b5998' },
  instagram: { Icon: Instagram, color: '#e1306c' },
  webchat: { Icon: Language, color: '#1976d2' },
  sandbox: { Icon: Science, color: '#7b1fa2' },
};

interface ChannelIconProps {
  channel: ContactChannel;
  /** The channel's name, for screen readers and the tooltip; without it the icon is decorative. */
  label?: string;
  fontSize?: SvgIconProps['fontSize'];
}

/** The brand colours are dark: on a dark background they are lightened to stay readable. */
const colorFor = (color: string) => (theme: Theme) => ({
  color: theme.palette.mode === 'dark' ? lighten(color, 0.35) : color,
  verticalAlign: 'middle',
});

/** A channel's icon in its colour: named (with a tooltip) when `label` is given. */
export function ChannelIcon({ channel, label, fontSize }: ChannelIconProps) {
  const { Icon, color } = channelIcons[channel];
  if (!label) return <Icon aria-hidden fontSize={fontSize} sx={colorFor(color)} data-channel={channel} />;
  return (
    <Tooltip title={label}>
      <Icon
        role="img"
        aria-label={label}
        aria-hidden={false}
        fontSize={fontSize}
        sx={colorFor(color)}
        data-channel={channel}
      />
    </Tooltip>
  );
}
