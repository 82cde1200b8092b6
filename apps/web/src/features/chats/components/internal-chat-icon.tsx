import Forum from '@mui/icons-material/Forum';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readVolume } from '../../../lib/volume';
import { useChatsPages, useInternalChatAllowed } from '../api/get-chats';
import { useChatEvents } from '../lib/use-chat-events';
import { ChatSummary } from './chat-summary';

/** How many of the most recent chats the popover lists. */
const recentChats = 10;

interface InternalChatIconProps {
  /** The app's notification sound, played at the top bar's volume for a message from someone else. */
  playChime: (volume: number) => void;
}

/**
 * Spec 1 §2 top bar: the internal chat icon with a dot while any chat holds unread messages; its
 * popover lists the most recent chats. It also listens to the chat events for the whole app.
 */
export function InternalChatIcon({ playChime }: InternalChatIconProps) {
  if (!useInternalChatAllowed()) return null;
  return <ChatIconWithPopover playChime={playChime} />;
}

function ChatIconWithPopover({ playChime }: InternalChatIconProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useChatsPages('');
  useChatEvents(() => playChime(readVolume()));
  const unread = (data?.pages[0]?.unreadChats ?? 0) > 0;
  const chats = data?.pages[0]?.records.slice(0, recentChats) ?? [];
  const label = t(unread ? 'chats.popover.openUnread' : 'chats.popover.open');
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge variant="dot" color="error" invisible={!unread} data-testid="internal-chat-dot">
            <Forum />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 420 } } }}
      >
        {chats.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('chats.popover.empty')}
          </Typography>
        ) : (
          <List dense aria-label={t('chats.title')}>
            {chats.map((chat) => (
              <ListItemButton key={chat.id} onClick={() => go(`/chats/${chat.uuid}`)}>
                <ChatSummary chat={chat} />
              </ListItemButton>
            ))}
          </List>
        )}
        <Button fullWidth onClick={() => go('/chats')}>
          {t('chats.popover.seeAll')}
        </Button>
      </Popover>
    </>
  );
}
