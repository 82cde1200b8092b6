import type { TestContext } from './harness';

/** Counts the transactions and statements the pool's clients run while `during` runs its work. */
export function countStatements(ctx: Pick<TestContext, 'db'>) {
  const counts = { transactions: 0, statements: 0 };
  let counting = false;
  const wrapped = new WeakSet<object>();
  ctx.db.pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as { query: typeof original }).query = (...args: unknown[]) => {
      const [first] = args as [string | { text: string }];
      const text = typeof first === 'string' ? first : first.text;
      if (counting) {
        if (/^BEGIN\b/.test(text)) counts.transactions++;
        else if (!/COMMIT$|^ROLLBACK/.test(text)) counts.statements++;
      }
      return original(...args);
    };
  });
  return {
    async during(work: () => Promise<unknown>) {
      counts.transactions = 0;
      counts.statements = 0;
      counting = true;
      try {
        await work();
      } finally {
        counting = false;
      }
      return { ...counts };
    },
  };
}
