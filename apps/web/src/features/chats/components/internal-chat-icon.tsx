import Forum from '@mui/icons-material/Forum';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PopoverIconButton } from '../../../components/popover-icon-button';
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
  const { data } = useChatsPages('');
  useChatEvents(() => playChime(readVolume()));
  const unread = (data?.pages[0]?.unreadChats ?? 0) > 0;
  const chats = data?.pages[0]?.records.slice(0, recentChats) ?? [];
  const label = t(unread ? 'chats.popover.openUnread' : 'chats.popover.open');

  return (
    <PopoverIconButton
      label={label}
      icon={<Forum />}
      badge={{ dot: unread, testId: 'internal-chat-dot' }}
      paperSx={{ width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 420 }}
    >
      {(close) => {
        const go = (path: string) => {
          close();
          void navigate(path);
        };
        return (
          <>
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
          </>
        );
      }}
    </PopoverIconButton>
  );
}
