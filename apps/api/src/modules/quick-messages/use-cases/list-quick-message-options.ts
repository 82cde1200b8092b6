import { quickMessageOptionsAnswer } from '@chatdesk/contracts';
import { type JsonBytes, withGzip } from '../../../platform/http/json-bytes';
import type { TicketPageCache } from '../../tickets/ticket-page-cache';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { findQuickMessageOptions } from '../quick-messages.repository';

/**
 * GET /quick-messages/list: every reply the caller may insert with '/' in the composer, as sent.
 * Every attendant's composer asks for it, so the encoded answer is kept per user under the
 * company's version (a trigger on quick_messages moves it) and costs no query until a reply changes.
 */
export async function listQuickMessageOptions(
  deps: QuickMessagesDeps,
  cache: Pick<TicketPageCache, 'page'>,
  caller: QuickMessageCaller,
): Promise<JsonBytes> {
  const { companyId, userId } = caller;
  return cache.page(companyId, `quick-messages:${userId}`, async () => {
    const rows = await deps.db.tenant(companyId).transaction((tx) => findQuickMessageOptions(tx, companyId, userId));
    return withGzip(Buffer.from(JSON.stringify(quickMessageOptionsAnswer.encode(rows))));
  });
}
