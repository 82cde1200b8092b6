import type { QuickMessageOption } from '@chatdesk/contracts';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { findQuickMessageOptions } from '../quick-messages.repository';

/** GET /quick-messages/list: every reply the caller may insert with '/' in the composer. */
export async function listQuickMessageOptions(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
): Promise<QuickMessageOption[]> {
  const { companyId, userId } = caller;
  return deps.db.tenant(companyId).transaction((tx) => findQuickMessageOptions(tx, companyId, userId));
}
