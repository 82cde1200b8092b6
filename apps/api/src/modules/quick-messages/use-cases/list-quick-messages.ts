import { type QuickMessagesPageAnswer, type QuickMessagesQuery, quickMessagesPageSize } from '@chatdesk/contracts';
import { answerFor } from '../quick-message-access';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { findQuickMessagesPage, recordOf } from '../quick-messages.repository';

/** GET /quick-messages: the caller's own, global and visible replies, searched, a page at a time. */
export async function listQuickMessages(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
  query: QuickMessagesQuery,
): Promise<QuickMessagesPageAnswer> {
  const { companyId, userId } = caller;
  const limit = quickMessagesPageSize;
  const rows = await deps.db.tenant(companyId).transaction((tx) =>
    findQuickMessagesPage(tx, companyId, userId, {
      search: query.searchParam,
      limit,
      offset: (query.pageNumber - 1) * limit,
    }),
  );
  return {
    records: rows.slice(0, limit).map((row) => answerFor(caller, recordOf(row))),
    hasMore: rows.length > limit,
  };
}
