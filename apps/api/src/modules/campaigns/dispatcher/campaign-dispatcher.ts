import { sql } from 'drizzle-orm';
import { type ConnectionTurnOptions, dispatchConnection } from './dispatch-connection';
import type { DispatcherDeps } from './dispatcher.deps';
import { finishCampaigns } from './finish-campaigns';
import { startDueCampaigns } from './start-due-campaigns';

export interface DispatchReport {
  started: number;
  sent: number;
  failed: number;
  finished: number;
}

/** Live updates of a running campaign at most this often (start and finish always). */
const noticeEveryMs = 2000;

/**
 * The campaign dispatcher (docs/campaigns.md): `tick(now)` starts the campaigns due, gives every
 * connection whose turn has come its turn (dispatchConnection), and finishes the campaigns with
 * nothing left to send. Everything it knows lives in PostgreSQL, so any number of dispatchers
 * (processes) may tick at once and a restarted one resumes where the last stopped. It keeps only
 * when it last announced each campaign, to throttle the live updates.
 */
export class CampaignDispatcher {
  readonly #deps: DispatcherDeps;
  readonly #options: ConnectionTurnOptions;
  readonly #announced = new Map<number, number>();

  constructor(deps: DispatcherDeps, options: ConnectionTurnOptions = {}) {
    this.#deps = deps;
    this.#options = options;
  }

  async tick(now: Date = this.#deps.now()): Promise<DispatchReport> {
    const report: DispatchReport = { started: 0, sent: 0, failed: 0, finished: 0 };
    for (const started of await startDueCampaigns(this.#deps, now)) {
      report.started++;
      this.#announce(started.companyId, started.campaignId, now, true);
    }
    for (const key of await this.#dueConnections(now)) {
      const turn = await dispatchConnection(this.#deps, key, now, this.#options);
      report.sent += turn.sent;
      report.failed += turn.failed;
      for (const campaignId of turn.campaignIds) this.#announce(key.companyId, campaignId, now, false);
    }
    for (const finished of await finishCampaigns(this.#deps, now)) {
      report.finished++;
      this.#announce(finished.companyId, finished.campaignId, now, true);
      this.#announced.delete(finished.campaignId);
    }
    return report;
  }

  /** The earliest instant a connection with queued rows may send again; null when none is waiting. */
  async nextDueAt(): Promise<Date | null> {
    const { rows } = await this.#deps.db.system.transaction((tx) =>
      tx.execute(sql`
        SELECT min(coalesce(p.next_send_at, '-infinity'::timestamptz)) AS at
        FROM campaigns c LEFT JOIN campaign_pacing p ON p.connection_id = c.whatsapp_id
        WHERE c.status = 'EM_ANDAMENTO' AND c.whatsapp_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM campaign_shippings s WHERE s.campaign_id = c.id AND s.status = 'queued')`),
    );
    const at = rows[0]?.at as Date | string | null | undefined;
    if (at === null || at === undefined) return null;
    return at === '-infinity' ? new Date(0) : new Date(at);
  }

  /** Connections with a running campaign that has queued rows, whose turn has come (or never was). */
  async #dueConnections(now: Date): Promise<{ companyId: number; connectionId: number }[]> {
    const { rows } = await this.#deps.db.system.transaction((tx) =>
      tx.execute(sql`
        SELECT DISTINCT c.company_id AS "companyId", c.whatsapp_id AS "connectionId"
        FROM campaigns c LEFT JOIN campaign_pacing p ON p.connection_id = c.whatsapp_id
        WHERE c.status = 'EM_ANDAMENTO' AND c.whatsapp_id IS NOT NULL
          AND (p.next_send_at IS NULL OR p.next_send_at <= ${now.toISOString()}::timestamptz)
          AND EXISTS (SELECT 1 FROM campaign_shippings s WHERE s.campaign_id = c.id AND s.status = 'queued')`),
    );
    return rows as { companyId: number; connectionId: number }[];
  }

  #announce(companyId: number, campaignId: number, now: Date, always: boolean) {
    const last = this.#announced.get(campaignId);
    if (!always && last !== undefined && now.getTime() - last < noticeEveryMs) return;
    this.#announced.set(campaignId, now.getTime());
    this.#deps.onCampaignChanged(companyId, campaignId);
  }
}
