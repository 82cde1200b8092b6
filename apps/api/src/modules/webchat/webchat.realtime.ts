import type { VisitorOutlet } from '../../channels/webchat/webchat-driver';
import type { DomainEvents } from '../../platform/events/domain-events';
import './webchat.events';

/** Attendant typing reaches the visitor's widget (every tab, every process) as `typing`. */
export function forwardWebchatEvents(events: DomainEvents, outlet: VisitorOutlet): () => void {
  return events.subscribe('webchat.agent-typing', ({ connectionId, visitorId, agentName, typing }) =>
    outlet.emitToVisitor(connectionId, visitorId, 'typing', { agentName, typing }),
  );
}
