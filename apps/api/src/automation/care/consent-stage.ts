import type { BotStage, BotTurn } from '../bot-turn';
import { consentAnswer } from './answers';
import { recordConsent } from './care.repository';
import { consentChoices, defaultConsentMessage } from './care-texts';
import { closeBySystem } from './system-close';

/** Invalid answers to the consent question repeat it this many times; the next one counts as a refusal. */
export const consentRepeats = 3;

const asksConsent = (turn: BotTurn) =>
  turn.settings.enableLGPD === 'enabled' && turn.settings.lgpdConsent === 'enabled' && !turn.contact.lgpdAcceptedAt;

async function askConsent(turn: BotTurn): Promise<void> {
  const { lgpdMessage, lgpdLink } = turn.settings;
  const parts = [lgpdMessage.trim() ? lgpdMessage : defaultConsentMessage, lgpdLink.trim(), consentChoices];
  await turn.send({ body: parts.filter((part) => part !== '').join('\n\n') });
}

/**
 * LGPD consent (docs/automation.md "Consent"): with enableLGPD and lgpdConsent on, a contact who
 * never accepted gets the question and their waiting ticket is in status lgpd until they answer.
 * Accepting stamps the contact's lgpdAcceptedAt and puts the ticket back to pending, and the next
 * stages (the queue menu) answer the same message; refusing closes the ticket with nothing sent.
 */
export const consentStage: BotStage = async (turn) => {
  const { ticket, state } = turn;
  if (ticket.status !== 'pending' && ticket.status !== 'lgpd') return;
  if (!asksConsent(turn)) {
    // The option was turned off, or the contact accepted elsewhere, while this ticket waited.
    if (ticket.status === 'lgpd') await turn.update({ status: 'pending' });
    return;
  }
  if (ticket.status === 'pending') {
    await askConsent(turn);
    await turn.update({ status: 'lgpd' });
    turn.setState({ step: 'lgpd', attempts: 0 });
    return 'handled';
  }
  const answer = consentAnswer(turn.message.body);
  const attempts = state.step === 'lgpd' ? state.attempts : 0;
  if (answer === 'accepted') {
    await recordConsent(turn.tx, turn.companyId, turn.contact.id, turn.now);
    await turn.update({ status: 'pending' });
    turn.setState({ step: 'idle', attempts: 0 });
    return;
  }
  if (answer === null && attempts < consentRepeats) {
    await askConsent(turn);
    turn.setState({ step: 'lgpd', attempts: attempts + 1 });
    return 'handled';
  }
  await closeBySystem(turn);
  turn.setState({ step: 'idle', attempts: 0 });
  return 'handled';
};
