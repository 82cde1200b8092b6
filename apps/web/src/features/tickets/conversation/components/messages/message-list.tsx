import type { MessageAnswer, TicketAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type UIEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenMessages, useMessages } from '../../api/get-messages';
import { buildTimeline } from '../../lib/timeline';
import { useScrollKeeper } from '../../lib/use-scroll-keeper';
import { MessageItem, type MessageItemActions } from './message-item';
import { DayLabel, SenderDivider, TicketBanner } from './timeline-markers';

/** Spec 1 §9: older messages load once the list is within 50 px of its top. */
export const olderMessagesThresholdPx = 50;

interface MessageListProps extends Partial<MessageItemActions> {
  ticket: TicketAnswer;
  /** The element the PDF export prints. */
  elementId?: string;
  /** Ids chosen for forwarding; checkboxes show while this is set. */
  selection?: ReadonlySet<number> | null;
  onToggleSelected?: (message: MessageAnswer) => void;
}

/** The conversation, oldest at the top, kept at the bottom or where the reader is (useScrollKeeper). */
export function MessageList({ ticket, elementId, selection, onToggleSelected, ...actions }: MessageListProps) {
  const { t } = useTranslation();
  const query = useMessages(ticket.uuid);
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const timeline = useMemo(() => buildTimeline(messages), [messages]);
  const scroller = useRef<HTMLDivElement>(null);
  const keepPlace = useScrollKeeper(scroller, messages[0]?.id, messages);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    keepPlace(element);
    if (element.scrollTop < olderMessagesThresholdPx && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage();
    }
  };

  return (
    <Box
      ref={scroller}
      id={elementId}
      onScroll={onScroll}
      data-testid="message-list"
      role="log"
      aria-busy={query.isFetching}
      // The list keeps its place itself (useScrollKeeper): the browser's scroll anchoring would move it
      // first, on a reflow, and make a reader at the bottom look like one who scrolled up.
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowAnchor: 'none', px: 2, py: 1, bgcolor: 'action.hover' }}
    >
      {query.isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} aria-label={t('conversation.list.loadingOlder')} />
        </Box>
      )}
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {query.isSuccess && messages.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {t('conversation.list.empty')}
        </Typography>
      )}
      {timeline.map((item) => {
        if (item.kind === 'day') return <DayLabel key={item.key} today={item.today} date={item.date} />;
        if (item.kind === 'ticket') return <TicketBanner key={item.key} ticketId={item.ticketId} queue={item.queue} />;
        if (item.kind === 'divider') return <SenderDivider key={item.key} />;
        return (
          <MessageItem
            key={item.key}
            message={item.message}
            ticket={ticket}
            selected={selection ? selection.has(item.message.id) : undefined}
            onToggleSelected={onToggleSelected}
            {...actions}
          />
        );
      })}
    </Box>
  );
}
