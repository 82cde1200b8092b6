import type { UserOption, UserOptionsQuery } from '@chatdesk/contracts';
import type { Caller, UsersDeps } from '../users.deps';
import { findUserOptions } from '../users.repository';

/**
 * GET /users/list: every user of the company as a light row, for pickers any attendant uses
 * (transfer, filters), so it needs no admin permission and shows no e-mail or settings.
 */
export async function listUserOptions(deps: UsersDeps, caller: Caller, query: UserOptionsQuery): Promise<UserOption[]> {
  return deps.db.tenant(caller.companyId).transaction((tx) =>
    findUserOptions(tx, caller.companyId, {
      search: query.searchParam || undefined,
      queueId: query.queueId,
      profile: query.profile,
    }),
  );
}
