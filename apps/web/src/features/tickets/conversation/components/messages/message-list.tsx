import type { MessageAnswer, TicketAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type UIEvent, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenMessages, useMessages } from '../../api/get-messages';
import { buildTimeline } from '../../lib/timeline';
import { MessageItem, type MessageItemActions } from './message-item';
import { DayLabel, SenderDivider, TicketBanner } from './timeline-markers';

/** Spec 1 §9: older messages load once the list is within 50 px of its top. */
export const olderMessagesThresholdPx = 50;
/** A reader this close to the bottom follows new messages and media that finish loading. */
const followBottomPx = 150;
/** Media whose size is known only once loaded: the list grows when they fire these. */
const mediaLoadEvents = ['load', 'loadedmetadata'] as const;

interface MessageListProps extends Partial<MessageItemActions> {
  ticket: TicketAnswer;
  /** The element the PDF export prints. */
  elementId?: string;
  /** Ids chosen for forwarding; checkboxes show while this is set. */
  selection?: ReadonlySet<number> | null;
  onToggleSelected?: (message: MessageAnswer) => void;
}

/**
 * The conversation, oldest at the top. It opens at the bottom, stays there as messages arrive and
 * as images and videos load (they grow the list after the first scroll), and keeps the reader's
 * place when an older page is put above.
 */
export function MessageList({ ticket, elementId, selection, onToggleSelected, ...actions }: MessageListProps) {
  const { t } = useTranslation();
  const query = useMessages(ticket.uuid);
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const timeline = useMemo(() => buildTimeline(messages), [messages]);
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom before the last render, and the oldest message then shown.
  const anchor = useRef<{ fromBottom: number; oldestId: number | undefined } | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = anchor.current;
    const oldestId = messages[0]?.id;
    if (before && before.oldestId !== undefined && before.oldestId !== oldestId) {
      // An older page went in above: the same messages stay under the reader's eyes.
      element.scrollTop = element.scrollHeight - element.clientHeight - before.fromBottom;
    } else if (!before || before.fromBottom < followBottomPx) {
      element.scrollTop = element.scrollHeight;
    }
    anchor.current = { fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight, oldestId };
  }, [messages]);

  // Load events do not bubble, but they do pass the scroller in the capture phase.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const follow = () => {
      const before = anchor.current;
      if (before && before.fromBottom >= followBottomPx) return;
      element.scrollTop = element.scrollHeight;
      anchor.current = { fromBottom: 0, oldestId: before?.oldestId };
    };
    for (const type of mediaLoadEvents) element.addEventListener(type, follow, true);
    // The list itself gets shorter too: a composer growing a line, the contact panel narrowing the pane.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    resize?.observe(element);
    return () => {
      for (const type of mediaLoadEvents) element.removeEventListener(type, follow, true);
      resize?.disconnect();
    };
  }, []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    anchor.current = {
      fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight,
      oldestId: messages[0]?.id,
    };
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
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1, bgcolor: 'action.hover' }}
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
