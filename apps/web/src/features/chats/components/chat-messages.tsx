import type { ChatMessageAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type UIEvent, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useChatMessagesPages } from '../api/get-chat-messages';
import { messagesInOrder } from '../lib/chat-cache';

/** Spec 3 §9: older chat messages load when the list is scrolled under 600 px from the top. */
export const olderMessagesThresholdPx = 600;

function MessageBubble({ message, mine }: { message: ChatMessageAnswer; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const time = new Date(message.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        data-testid="chat-message"
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: '80%',
          bgcolor: mine ? 'action.selected' : 'background.paper',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="caption" color="primary" component="div" sx={{ fontWeight: 'bold' }}>
          {mine ? t('chats.you') : (message.sender?.name ?? '—')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ textAlign: 'right' }}>
          {time}
        </Typography>
      </Paper>
    </Box>
  );
}

/** A chat's history, oldest at the top; the newest message stays in view as messages arrive. */
export function ChatMessages({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useChatMessagesPages(chatId);
  const messages = messagesInOrder(query.data?.pages);
  const scroller = useRef<HTMLDivElement>(null);
  const shown = useRef({ newestId: 0, height: 0 });
  const newestId = messages.at(-1)?.id ?? 0;

  // The first page and every new message bring the list to its end; an older page added above
  // keeps what the reader sees where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (newestId !== shown.current.newestId) element.scrollTop = element.scrollHeight;
    else if (element.scrollHeight !== shown.current.height)
      element.scrollTop += element.scrollHeight - shown.current.height;
    shown.current = { newestId, height: element.scrollHeight };
    // A short history that does not fill the pane cannot be scrolled up: older pages follow by themselves.
    loadOlderNearTop(element);
  });

  function loadOlderNearTop(element: HTMLElement) {
    if (element.scrollTop < olderMessagesThresholdPx && query.hasNextPage && !query.isFetchingNextPage)
      void query.fetchNextPage();
  }
  const onScroll = (event: UIEvent<HTMLDivElement>) => loadOlderNearTop(event.currentTarget);

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      data-testid="chat-messages"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {query.isFetchingNextPage && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('chats.loadingOlder')}
        </Typography>
      )}
      {query.isSuccess && messages.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
          {t('chats.noMessages')}
        </Typography>
      )}
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} mine={message.senderId === user?.id} />
      ))}
    </Box>
  );
}
