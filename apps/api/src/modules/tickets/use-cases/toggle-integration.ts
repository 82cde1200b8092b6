import type { Transition } from '../ticket-transition';

/** Spec 1 §4 "toggle integration use on the ticket": whether the queue's integration answers it. */
export async function toggleIntegration(t: Transition, useIntegration: boolean): Promise<void> {
  if (t.before.useIntegration !== useIntegration) await t.update({ useIntegration });
}
