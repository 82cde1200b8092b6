/**
 * Domain events of the web chat module. `webchat.agent-typing`: an attendant started or stopped
 * typing in a webchat ticket; webchat.realtime.ts pushes it to the visitor's widget.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'webchat.agent-typing': {
      companyId: number;
      connectionId: number;
      visitorId: string;
      agentName: string;
      typing: boolean;
    };
  }
}

export {};
