import pg from 'pg';

/** The channel the tables' triggers notify with the changed row's company id (migration 0018). */
const companyChangesChannel = 'company_changes';

const retryDelays = [100, 500, 1_000, 5_000];

/**
 * Which companies' data changed, as a version per company that grows with every change: a cache
 * keeps what it computed under the version it read before computing, and serves it while the
 * version is unchanged.
 *
 * Two sources, so that nothing a cache holds outlives the data it came from:
 * - a LISTEN connection hears every committed change of every process: the tables behind cached
 *   answers notify `company_changes` from triggers, delivered only on commit;
 * - this process's own transactions bump the companies they changed as COMMIT returns (database.ts),
 *   before the request that wrote answers, so its next read never meets the old page.
 *
 * Notifications sent while the connection is down are lost, so `version` answers null (cache
 * nothing) until it is listening again, and every version moves past all earlier ones then.
 * It connects on the first `version` call: processes that cache nothing never open it.
 */
export class CompanyChanges {
  readonly #url: string;
  #client: pg.Client | null = null;
  #listening = false;
  #closed = false;
  #failures = 0;
  #retry: NodeJS.Timeout | null = null;
  #clock = 0;
  /** The version every company has at least: moved on each (re)connection. */
  #floor = 0;
  readonly #versions = new Map<number, number>();

  constructor(url: string) {
    this.#url = url;
  }

  /** The company's current version, or null while changes may go unheard. */
  version(companyId: number): number | null {
    if (!this.#listening) {
      this.#connect();
      return null;
    }
    return Math.max(this.#floor, this.#versions.get(companyId) ?? 0);
  }

  /** Records a change of the company (its version moves on). */
  bump(companyId: number): void {
    this.#versions.set(companyId, ++this.#clock);
  }

  /** Resolves once listening (tests); rejects once closed. */
  async listening(): Promise<void> {
    while (!this.#listening) {
      if (this.#closed) throw new Error('company changes closed');
      this.#connect();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  #connect(): void {
    if (this.#client || this.#closed || this.#retry) return;
    const client = new pg.Client({ connectionString: this.#url, application_name: 'chatdesk-changes' });
    this.#client = client;
    // Lost or refused: try again later; versions stay null meanwhile.
    const lost = () => {
      if (this.#client !== client) return;
      this.#client = null;
      this.#listening = false;
      client.end().catch(() => undefined);
      if (this.#closed) return;
      const delay = retryDelays[Math.min(this.#failures++, retryDelays.length - 1)];
      this.#retry = setTimeout(() => {
        this.#retry = null;
        this.#connect();
      }, delay);
      this.#retry.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      const companyId = Number(message.payload);
      if (Number.isSafeInteger(companyId)) this.bump(companyId);
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${companyChangesChannel}`))
      .then(() => {
        if (this.#client !== client) return;
        this.#failures = 0;
        // What was computed before now may have missed a notification: nothing older is served.
        this.#floor = ++this.#clock;
        this.#listening = true;
      })
      .catch(lost);
  }
}
