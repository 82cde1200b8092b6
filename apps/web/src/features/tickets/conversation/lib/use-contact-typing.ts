import { companyEvent, type TicketTypingEventPayload } from '@chatdesk/contracts';
import { useEffect, useState } from 'react';
import { useSession } from '../../../../lib/session';
import { useSocket } from '../../../../lib/socket-provider';

/** How long one "typing" signal is shown; the visitor's widget repeats it while typing goes on. */
export const contactTypingShownMs = 5000;

/**
 * Whether the ticket's contact is typing now (web chat visitors): `company-{id}-typing` events of
 * this ticket, each shown for 5 s unless a stop comes first. The server sends them only to users
 * who may see the ticket.
 */
export function useContactTyping(ticketId: number): boolean {
  const socket = useSocket();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    if (!socket || companyId === null) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const clear = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    const onTyping = (payload: TicketTypingEventPayload) => {
      if (payload?.ticketId !== ticketId) return;
      clear();
      setTyping(payload.typing);
      if (payload.typing) timer = setTimeout(() => setTyping(false), contactTypingShownMs);
    };
    const event = companyEvent(companyId, 'typing');
    socket.on(event, onTyping);
    return () => {
      clear();
      socket.off(event, onTyping);
      setTyping(false);
    };
  }, [socket, companyId, ticketId]);

  return typing;
}
