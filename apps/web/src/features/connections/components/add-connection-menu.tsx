import type { ConnectionChannel } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelIcon } from './channel-icon';

/** The menu's label of a channel: the sandbox says what it is (a simulated phone). */
const labelKey = (channel: ConnectionChannel) =>
  channel === 'sandbox' ? 'connections.addMenu.sandbox' : (`connections.channels.${channel}` as const);

/** The add button and its channel menu (spec 2 §2): the channels GET /whatsapp/channels offers. */
export function AddConnectionMenu({
  channels,
  onAdd,
}: {
  channels: readonly ConnectionChannel[];
  onAdd: (channel: ConnectionChannel) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        disabled={channels.length === 0}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('connections.add')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {channels.map((channel) => (
          <MenuItem
            key={channel}
            onClick={() => {
              setAnchor(null);
              onAdd(channel);
            }}
          >
            <ListItemIcon>
              <ChannelIcon channel={channel} decorative />
            </ListItemIcon>
            {t(labelKey(channel))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
