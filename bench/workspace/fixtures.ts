import { fixtures, heavyTickets } from '../generate/dataset-shape';
import type { BenchPlatform } from '../platform';

type Row = Record<string, unknown>;

export interface WorkspaceFixtures {
  companyId: number;
  adminToken: string;
  attendantToken: string;
  attendantQueueIds: number[];
  /** The large company's attendants: one socket each in the ingestion scenario. */
  attendantTokens: string[];
  /** A ticket with `heavyTickets.messages` messages. */
  heavyTicketUuid: string;
  heavyTicketMessages: number;
}

/** The large company's people and data, found by the generator's naming convention. */
export async function loadWorkspaceFixtures(platform: BenchPlatform): Promise<WorkspaceFixtures> {
  const query = async (text: string, values: unknown[]) => (await platform.db.pool.query<Row>(text, values)).rows;
  const [company] = await query('SELECT id FROM companies WHERE name = $1', [fixtures.largeCompanyName]);
  if (!company) throw new Error(`${fixtures.largeCompanyName} not found: the dataset was not generated`);
  const companyId = Number(company.id);
  const staff = await query(
    `SELECT u.id, u.company_id AS "companyId", u.profile, u.super AS "isSuper", u.email,
            array_remove(array_agg(uq.queue_id ORDER BY uq.queue_id), NULL) AS "queueIds"
       FROM users u LEFT JOIN user_queues uq ON uq.user_id = u.id
      WHERE u.company_id = $1 GROUP BY u.id ORDER BY u.id`,
    [companyId],
  );
  const admin = staff.find((user) => user.email === fixtures.adminEmail);
  const attendants = staff.filter((user) => user.profile === 'user');
  const attendant = attendants.find((user) => user.email === fixtures.attendantEmail(1));
  if (!admin || !attendant) throw new Error('the large company has no bench admin or attendant 1');
  const [heavy] = await query(
    `SELECT t.uuid, count(m.id)::int AS messages FROM tickets t JOIN messages m ON m.ticket_id = t.id
      WHERE t.company_id = $1 AND t.id IN (SELECT id FROM tickets WHERE company_id = $1 ORDER BY id LIMIT $2)
      GROUP BY t.id ORDER BY count(m.id) DESC LIMIT 1`,
    [companyId, heavyTickets.count],
  );
  if (!heavy) throw new Error('the large company has no tickets');
  if (Number(heavy.messages) < heavyTickets.messages) {
    throw new Error(
      `the longest conversation has ${heavy.messages} messages, fewer than ${heavyTickets.messages}: regenerate`,
    );
  }
  const mint = (user: Row) =>
    platform.tokenFor({
      id: Number(user.id),
      companyId,
      profile: user.profile === 'admin' ? 'admin' : 'user',
      isSuper: Boolean(user.isSuper),
    });
  return {
    companyId,
    adminToken: await mint(admin),
    attendantToken: await mint(attendant),
    attendantQueueIds: (attendant.queueIds as number[]).map(Number),
    attendantTokens: await Promise.all(attendants.map(mint)),
    heavyTicketUuid: String(heavy.uuid),
    heavyTicketMessages: Number(heavy.messages),
  };
}
