import { AppError, type ConnectionAnswer, type PermissionSubject } from '@chatdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { connections, type MetaChannel, metaChannelAccounts } from '../../db/schema';
import { defaultScheduleEntries } from '../../db/schema/schedule-entries';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { connectionAnswersOf } from '../connections/connection-answer';
import { assertPlanAllowsChannel } from '../connections/connection-rules';
import { type ConnectionRow, countConnections, insertConnection } from '../connections/connections.repository';
import { assertPlanAllowsAnother } from '../users/plan-limits';
import { type FacebookDeps, type GraphPage, pageSubscribedFields } from './facebook.deps';
import type { facebookConnectBody } from './facebook.routes';
import { graphStep, listPages } from './facebook-graph';

/** One connection to create or refresh: a page (Messenger) or its linked Instagram account. */
interface PageAccount {
  channel: Extract<MetaChannel, 'facebook' | 'instagram'>;
  externalAccountId: string;
  pageId: string;
  name: string;
  token: string;
}

/**
 * POST /facebook: lists the user's pages with their page tokens (GET /me/accounts), keeps the
 * accounts picked (`accountIds`: page and Instagram account ids; all when absent), subscribes the
 * app to the messaging events of the pages kept, then in one tenant transaction creates a 'facebook'
 * connection per page (and an 'instagram' one per linked business account with addInstagram) or
 * refreshes the token of the one that exists. Plan flags and the connection limit apply (super
 * users are exempt); an account another company connected answers ERR_META_ACCOUNT_IN_USE.
 */
export async function connectFacebook(
  deps: FacebookDeps,
  caller: { companyId: number; subject: PermissionSubject },
  input: z.output<typeof facebookConnectBody>,
): Promise<ConnectionAnswer[]> {
  const { companyId } = caller;
  const bypass = caller.subject.isSuper;
  await deps.db.tenant(companyId).transaction(async (tx) => {
    await assertPlanAllowsChannel(tx, companyId, 'facebook', { bypass });
    if (input.addInstagram) await assertPlanAllowsChannel(tx, companyId, 'instagram', { bypass });
  });
  const picked = input.accountIds ? new Set(input.accountIds) : null;
  const wanted = (await graphStep(() => listPages(deps, input.facebookUserToken)))
    .map((page) => ({ page, accounts: accountsOf(page, input.addInstagram === true, picked) }))
    .filter(({ accounts }) => accounts.length > 0);
  // A page is subscribed when any of its accounts is connected: Instagram messages arrive through it.
  for (const { page } of wanted) {
    await graphStep(() =>
      deps.graph.call(`/${page.id}/subscribed_apps`, {
        method: 'POST',
        token: page.access_token,
        query: { subscribed_fields: pageSubscribedFields.join(',') },
      }),
    );
  }
  const { rows, answers } = await deps.db.tenant(companyId).transaction(async (tx) => {
    const saved: ConnectionRow[] = [];
    for (const account of wanted.flatMap(({ accounts }) => accounts)) {
      saved.push(await upsertPageConnection(deps, tx, companyId, account, bypass));
    }
    return { rows: saved, answers: await connectionAnswersOf(tx, saved) };
  });
  for (const connection of answers) deps.events.publish({ type: 'connection.updated', companyId, connection });
  for (const row of rows) {
    await deps
      .driverFor(row.channel)
      .start(row)
      .catch((error) => deps.logger.error({ err: error, connectionId: row.id }, 'Meta session did not start'));
  }
  return answers;
}

/** The page's accounts to connect: the page, and its Instagram account with addInstagram; only the `picked` ids when given. */
function accountsOf(page: GraphPage, addInstagram: boolean, picked: Set<string> | null): PageAccount[] {
  const base = { pageId: page.id, token: page.access_token };
  const accounts: PageAccount[] = [{ ...base, channel: 'facebook', externalAccountId: page.id, name: page.name }];
  const instagram = page.instagram_business_account;
  if (addInstagram && instagram?.id) {
    const name = instagram.username ?? instagram.name ?? `${page.name} Instagram`;
    accounts.push({ ...base, channel: 'instagram', externalAccountId: instagram.id, name });
  }
  return picked ? accounts.filter((account) => picked.has(account.externalAccountId)) : accounts;
}

async function upsertPageConnection(
  deps: FacebookDeps,
  tx: Tx,
  companyId: number,
  account: PageAccount,
  bypass: boolean,
): Promise<ConnectionRow> {
  const credentials = {
    externalAccountId: account.externalAccountId,
    pageId: account.pageId,
    accessToken: account.token,
  };
  const [existing] = await tx
    .select({ connection: connections })
    .from(metaChannelAccounts)
    .innerJoin(connections, eq(connections.id, metaChannelAccounts.whatsappId))
    .where(
      and(
        eq(metaChannelAccounts.companyId, companyId),
        eq(metaChannelAccounts.channel, account.channel),
        eq(metaChannelAccounts.externalAccountId, account.externalAccountId),
      ),
    );
  if (existing) {
    await deps.accounts.save(tx, existing.connection, credentials);
    return existing.connection;
  }
  await assertPlanAllowsAnother(tx, companyId, 'connections', { bypass });
  const first = (await countConnections(tx, companyId)) === 0;
  const row = await insertConnection(tx, {
    companyId,
    channel: account.channel,
    name: await freeName(tx, companyId, account),
    schedules: defaultScheduleEntries(),
    isDefault: first,
  });
  await deps.accounts.save(tx, row, credentials).catch((error: unknown) => {
    if (uniqueViolationOf(error) === 'meta_channel_accounts_external_unique') {
      throw new AppError('ERR_META_ACCOUNT_IN_USE', { details: { channel: account.channel } });
    }
    throw error;
  });
  return row;
}

/** Connection names are unique per company: a taken page name gets the account id's tail. */
async function freeName(tx: Tx, companyId: number, account: PageAccount): Promise<string> {
  const name = account.name.trim().slice(0, 50) || account.externalAccountId;
  const [taken] = await tx
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.companyId, companyId), sql`lower(${connections.name}) = lower(${name})`));
  return taken ? `${name.slice(0, 40)} ${account.externalAccountId.slice(-6)}` : name;
}
