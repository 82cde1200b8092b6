/**
 * `webchat.access-changed`: who may keep a visitor socket of a connection changed (allowed
 * origins saved, widget key rotated). webchat-access.realtime.ts disconnects the visitors whose
 * page origin is not in `allowedOrigins` (an empty list: all of them).
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'webchat.access-changed': { companyId: number; connectionId: number; allowedOrigins: string[] };
  }
}

export {};
