import { type UsersPageAnswer, type UsersPageQuery, usersPageSize } from '@chatdesk/contracts';
import { toUserAnswers } from '../user-answer';
import type { Caller, UsersDeps } from '../users.deps';
import { findUsersPage } from '../users.repository';

/** GET /users: the users page's list (admins; the route guards), 20 a page, searched by name or e-mail. */
export async function listUsers(deps: UsersDeps, caller: Caller, query: UsersPageQuery): Promise<UsersPageAnswer> {
  const page = query.pageNumber ?? 1;
  const offset = (page - 1) * usersPageSize;
  return deps.db.tenant(caller.companyId).transaction(async (tx) => {
    const { rows, count } = await findUsersPage(tx, caller.companyId, {
      search: query.searchParam || undefined,
      limit: usersPageSize,
      offset,
    });
    return { users: await toUserAnswers(tx, rows), hasMore: offset + rows.length < count, count };
  });
}
