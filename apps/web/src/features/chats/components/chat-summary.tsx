import { type ChatAnswer, chatUnreadsOf } from '@chatdesk/contracts';
import Badge from '@mui/material/Badge';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

/** A chat's row content in the list and the popover: title (bold while unread), last message, unread count. */
export function ChatSummary({ chat }: { chat: ChatAnswer }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const unreads = user ? chatUnreadsOf(chat, user.id) : 0;
  return (
    <>
      <ListItemText
        primary={chat.title}
        secondary={chat.lastMessage || undefined}
        slotProps={{
          primary: { noWrap: true, sx: { fontWeight: unreads > 0 ? 'bold' : undefined } },
          secondary: { noWrap: true },
        }}
      />
      <Badge
        color="error"
        badgeContent={unreads}
        max={99}
        aria-label={unreads > 0 ? t('chats.unreads', { count: unreads }) : undefined}
        sx={{ ml: 2, mr: 1 }}
      />
    </>
  );
}
