import { type ChatAnswer, chatUnreadsOf } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useMarkChatRead } from '../api/post-chat-message';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';

/**
 * The open chat: its title and participants, the history and the composer. Spec 3 §4: while it
 * is open, unread messages (including ones arriving now) are marked read.
 */
export function ChatPane({ chat }: { chat: ChatAnswer }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const markRead = useMarkChatRead();
  const unreads = user ? chatUnreadsOf(chat, user.id) : 0;
  const { mutate } = markRead;

  useEffect(() => {
    if (unreads > 0) mutate(chat.id);
  }, [unreads, chat.id, mutate]);

  const names = chat.users.map((participant) => participant.user.name).join(', ');
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" noWrap>
          {chat.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap title={names}>
          {t('chats.participants', { names })}
        </Typography>
      </Box>
      <ChatMessages chatId={chat.id} />
      <ChatComposer chatId={chat.id} />
    </Box>
  );
}

/** While the chat named in the address loads. */
export function ChatPaneLoading() {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <CircularProgress size={24} />
    </Box>
  );
}
