import type { TicketAnswer } from '@chatdesk/contracts';

/** A ticket as the API answers it: pending, queue 1 (Vendas), contact Maria, unassigned. */
export function ticketFixture(changes: Partial<TicketAnswer> = {}): TicketAnswer {
  const id = changes.id ?? 1;
  return {
    id,
    uuid: `uuid-${id}`,
    status: 'pending',
    queueId: 1,
    queue: { id: 1, name: 'Vendas', color: '#ff0000' },
    userId: null,
    user: null,
    contactId: 10 + id,
    contact: {
      id: 10 + id,
      name: `Maria ${id}`,
      number: '5511999990000',
      email: '',
      urlPicture: null,
      channel: 'whatsapp',
      isGroup: false,
      disableBot: false,
      active: true,
      acceptAudioMessage: true,
      tags: [],
    },
    whatsappId: 1,
    whatsapp: { id: 1, name: 'Main', channel: 'whatsapp', groupAsTicket: 'disabled' },
    channel: 'whatsapp',
    isGroup: false,
    isBot: false,
    useIntegration: false,
    integrationId: null,
    promptId: null,
    lastMessage: 'Olá',
    unreadMessages: 0,
    lastInboundAt: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    tags: [],
    userRating: null,
    ...changes,
  };
}
