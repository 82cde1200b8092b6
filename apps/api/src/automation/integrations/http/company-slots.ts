import { IntegrationCallError } from './integration-http';

interface Company {
  running: number;
  waiting: (() => void)[];
}

/**
 * At most `limit` calls in flight per company: a company whose engine is slow fills its own slots
 * and waits, and the other companies' calls go on. A call that cannot get a slot before its
 * deadline fails as 'busy'.
 */
export class CompanySlots {
  readonly #companies = new Map<number, Company>();

  constructor(private readonly limit: number) {}

  /** Resolves with the slot's release once the company has a free slot. */
  async take(companyId: number, deadline: AbortSignal): Promise<() => void> {
    const company = this.#companies.get(companyId) ?? { running: 0, waiting: [] };
    this.#companies.set(companyId, company);
    if (company.running >= this.limit) await this.#wait(company, deadline);
    company.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      company.running--;
      const next = company.waiting.shift();
      if (next) next();
      else if (company.running === 0) this.#companies.delete(companyId);
    };
  }

  /** Calls in flight for `companyId` (tests, metrics). */
  running(companyId: number): number {
    return this.#companies.get(companyId)?.running ?? 0;
  }

  #wait(company: Company, deadline: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const at = company.waiting.indexOf(wake);
        if (at >= 0) company.waiting.splice(at, 1);
        reject(new IntegrationCallError('busy', 'No free slot for this company before the deadline'));
      };
      const wake = () => {
        deadline.removeEventListener('abort', onAbort);
        resolve();
      };
      if (deadline.aborted) return onAbort();
      deadline.addEventListener('abort', onAbort, { once: true });
      company.waiting.push(wake);
    });
  }
}
