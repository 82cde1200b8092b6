import type { PromptAnswer } from '@chatdesk/contracts';

/**
 * Domain events of the prompts, published after the write commits; the realtime layer turns them
 * into `company-{companyId}-prompt` for the company's admins. No key.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'prompt.created': { companyId: number; prompt: PromptAnswer };
    'prompt.updated': { companyId: number; prompt: PromptAnswer };
    'prompt.deleted': { companyId: number; promptId: number };
  }
}
