import type { Transition } from '../ticket-transition';

/**
 * Spec 1 §4 "toggle integration use on the ticket": whether the ticket's integration or prompt
 * answers it (docs/integrations.md "Entering and leaving"). Turned off, an answer in flight is
 * dropped and the conversation is the attendants'; the log names who did it.
 */
export async function toggleIntegration(t: Transition, useIntegration: boolean): Promise<void> {
  if (t.before.useIntegration === useIntegration) return;
  await t.update({ useIntegration });
  const names = t.before.integrationId !== null || t.before.promptId !== null;
  // Turned on without an integration or prompt to answer, nothing starts: no entry says it did.
  if (useIntegration && !names) return;
  await t.log(useIntegration ? 'integration' : 'integrationOff');
}
