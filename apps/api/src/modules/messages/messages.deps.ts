import type { IntegrationHttp } from '../../automation/integrations/http/integration-http';
import type { ChannelRuntime } from '../../channels/channel-runtime';
import type { OutboundMessages } from '../../channels/outbound/outbound-messages';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import '../tickets/tickets.events';

/** `app.outbound`: writes the row (ack 0) and its send job, commits, publishes 'message.created', sends. */
export type MessagesOutbound = Pick<OutboundMessages, 'send' | 'enqueueInTransaction'>;

/** `app.channels`: the driver of a channel, for edits and revokes of sent messages. */
export type MessagesChannels = Pick<ChannelRuntime, 'driverFor'>;

/** What the messages use cases need; wired once in app.ts. */
export interface MessagesDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
  /** Looked up per call: the sender and the channel runtime are created beside this module at start-up. */
  outbound: () => MessagesOutbound | undefined;
  channels: () => MessagesChannels | undefined;
  /** Audio transcription: the guarded client, the key's opener and OPENAI_BASE_URL / OPENAI_TRANSCRIPTION_MODEL. */
  transcription: { http: IntegrationHttp; secrets: Pick<SecretBox, 'open'>; baseUrl: string; model: string };
}

export type { TicketCaller as MessageCaller } from '../tickets/ticket-viewer';
