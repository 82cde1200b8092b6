import type { WebchatGateway } from '../../channels/webchat/webchat-gateway';
import type { DomainEvents } from '../../platform/events/domain-events';
import '../connections/connections.events';
import './webchat-access.events';

/**
 * Visitors already connected lose their socket as soon as their access is gone: an origin removed
 * from the allowed list, the widget key rotated (their handshake used the old key), or the
 * connection deleted. The handshake only checks once, so without this they would keep chatting
 * until they reload. The gateway's drop is a cluster broadcast, so every API process obeys it.
 */
export function forwardWebchatAccessEvents(
  events: DomainEvents,
  gateway: Pick<WebchatGateway, 'dropVisitors'>,
): () => void {
  const stops = [
    events.subscribe('webchat.access-changed', ({ connectionId, allowedOrigins }) =>
      gateway.dropVisitors(connectionId, allowedOrigins),
    ),
    events.subscribe('connection.deleted', ({ connectionId }) => gateway.dropVisitors(connectionId, [])),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
