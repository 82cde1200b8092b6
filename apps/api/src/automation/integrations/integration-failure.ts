import type { TicketLogType } from '@chatdesk/contracts';
import { IntegrationCallError } from './http/integration-http';

/**
 * Why a call hands the ticket to the humans, as the ticket log says it (docs/integrations.md
 * "Failures"): the entry names the kind of failure only, never an address or a secret.
 */
export function failureLogType(error: unknown): TicketLogType {
  if (!(error instanceof IntegrationCallError)) return 'integrationError';
  switch (error.failure) {
    case 'timeout':
      return 'integrationTimeout';
    case 'blocked':
      return 'integrationBlocked';
    case 'malformed':
    case 'too-large':
      return 'integrationInvalid';
    default:
      return 'integrationError';
  }
}

/** A failure worth calling again (the same request may succeed): the network, a timeout, a 5xx, a 429. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof IntegrationCallError)) return false;
  if (error.failure === 'network' || error.failure === 'timeout') return true;
  return error.failure === 'status' && error.status !== undefined && (error.status >= 500 || error.status === 429);
}
