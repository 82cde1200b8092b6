import {
  type AppMessageEventPayload,
  companyEvent,
  messagePreview,
  type TicketAnswer,
  type TicketEventPayload,
} from '@chatdesk/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useBranding } from '../../../lib/branding';
import { useSocket } from '../../../lib/socket-provider';
import { readVolume } from '../../../lib/volume';
import { getTickets } from '../api/get-tickets';
import { titleWithUnread } from '../lib/browser-title';
import {
  type NotificationAudience,
  type NotificationContext,
  shouldNotify,
  ticketCountsForUser,
} from '../lib/notification-rule';
import { settingOn, type TicketUser, useTicketUser } from '../lib/session-user';
import { playChime, showDesktopNotification } from './alerts';

/** The tickets the bell counts: unread, the user's own or waiting in the user's queues. */
const unreadTicketsKey = ['tickets', 'unread'] as const;

/** The user as the notification rule reads them. */
const audienceOf = (user: TicketUser): NotificationAudience => ({
  userId: user.id,
  subject: user.subject,
  queueIds: user.queues.map((queue) => queue.id),
  showNotificationPending: settingOn(user.setting('showNotificationPending')),
});

/**
 * The bell's first load: the unread tickets in the user's scope, kept only when the notification
 * rule counts them, as it does each live arrival (no pending ones without showNotificationPending).
 */
const unreadTicketsQueryOptions = (user: TicketUser | null) =>
  queryOptions({
    queryKey: [...unreadTicketsKey, user?.id ?? 0, user ? audienceOf(user).showNotificationPending : false],
    enabled: user !== null,
    // The bell is secondary: a failure must not toast on every page.
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      if (!user) return [];
      const page = await getTickets(
        {
          status: null,
          searchParam: '',
          searchOnMessages: false,
          showAll: false,
          queueIds: user.queues.map((queue) => queue.id),
          withoutQueue: user.subject.allTicket === 'enabled',
          tags: [],
          users: [],
          whatsapps: [],
          statusFilter: [],
          sortTickets: 'DESC',
        },
        1,
        signal,
        { withUnreadMessages: 'true' },
      );
      const audience = audienceOf(user);
      return page.tickets.filter((ticket) => ticket.unreadMessages > 0 && ticketCountsForUser(ticket, audience));
    },
  });

const without = (tickets: TicketAnswer[], ticketId: number) => tickets.filter((ticket) => ticket.id !== ticketId);

/**
 * Spec 1 §4 "Notification rule" and §2: counts the unread tickets for the bell and the browser
 * title, and for each new incoming message that the rule admits plays the chime at the user's
 * volume and raises a desktop alert (not for the ticket open on a visible page).
 */
export function useTicketNotifications(): TicketAnswer[] {
  const { t } = useTranslation();
  const user = useTicketUser();
  const socket = useSocket();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { appName } = useBranding();
  const unread = useQuery(unreadTicketsQueryOptions(user));
  const count = unread.data?.length ?? 0;
  const openUuid = useRef<string | null>(null);
  openUuid.current = matchPath('/tickets/:ticketUuid', pathname)?.params.ticketUuid ?? null;

  useEffect(() => {
    document.title = titleWithUnread(appName, count);
    return () => {
      document.title = appName;
    };
  }, [appName, count]);

  useEffect(() => {
    if (!socket || !user) return;
    const key = unreadTicketsQueryOptions(user).queryKey;
    const setUnread = (update: (tickets: TicketAnswer[]) => TicketAnswer[]) =>
      queryClient.setQueryData<TicketAnswer[]>(key, (tickets) => (tickets ? update(tickets) : tickets));
    const join = () => socket.emit('joinNotification');
    join();
    socket.on('connect', join);

    const onMessage = (event: AppMessageEventPayload) => {
      if (event.action !== 'create') return;
      const context: NotificationContext = {
        ...audienceOf(user),
        openTicketUuid: openUuid.current,
        pageVisible: document.visibilityState === 'visible',
      };
      const decision = shouldNotify({ message: event.message, ticket: event.ticket }, context);
      if (!decision.notify) return;
      setUnread((tickets) => [event.ticket, ...without(tickets, event.ticket.id)]);
      playChime(readVolume());
      if (decision.desktop) {
        showDesktopNotification({
          title: t('tickets.notifications.newMessage', { name: event.ticket.contact.name }),
          body: messagePreview(event.message),
          tag: String(event.ticket.id),
          icon: event.ticket.contact.urlPicture ?? undefined,
          onClick: () => void navigate(`/tickets/${event.ticket.uuid}`),
        });
      }
    };
    const onTicket = (event: TicketEventPayload) => {
      if (event.action === 'delete' || event.action === 'updateUnread')
        setUnread((tickets) => without(tickets, event.ticketId));
      else if (event.ticket.unreadMessages === 0) setUnread((tickets) => without(tickets, event.ticket.id));
    };
    const messageEvent = companyEvent(user.companyId, 'appMessage');
    const ticketEvent = companyEvent(user.companyId, 'ticket');
    socket.on(messageEvent, onMessage);
    socket.on(ticketEvent, onTicket);
    return () => {
      socket.off('connect', join);
      socket.off(messageEvent, onMessage);
      socket.off(ticketEvent, onTicket);
    };
  }, [socket, user, queryClient, navigate, t]);

  return unread.data ?? [];
}
