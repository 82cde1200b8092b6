/**
 * Domain events of the channel runtime, published after the write. `connection.session-updated`
 * means a connection's session status or QR code changed (the realtime layer turns it into
 * `company-{id}-whatsappSession` { action: 'update', session }).
 */
declare module '../platform/events/domain-events' {
  interface DomainEventMap {
    'connection.session-updated': { companyId: number; connectionId: number };
  }
}

export {};
