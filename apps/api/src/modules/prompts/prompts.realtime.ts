import type { PromptEvent } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { forwardToCompanyAdmins } from '../queue-integrations/forward-to-admins';
import './prompts.events';

/** `company-{id}-prompt` to the company's admins: the answer shapes, never a key. */
export const forwardPromptEvents = (
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToUsers'>,
  db: Database,
) =>
  forwardToCompanyAdmins(events, realtime, db, 'prompt', {
    'prompt.created': ({ prompt }): PromptEvent => ({ action: 'create', prompt }),
    'prompt.updated': ({ prompt }): PromptEvent => ({ action: 'update', prompt }),
    'prompt.deleted': ({ promptId }): PromptEvent => ({ action: 'delete', promptId }),
  });
