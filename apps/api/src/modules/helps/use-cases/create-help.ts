import type { Help, HelpInput } from '@chatdesk/contracts';
import { toHelpAnswer } from '../help-answer';
import type { HelpsDeps } from '../helps.deps';
import { insertHelp } from '../helps.repository';

/** POST /helps (super user). */
export async function createHelp(deps: HelpsDeps, input: HelpInput): Promise<Help> {
  return toHelpAnswer(await deps.db.system.transaction((tx) => insertHelp(tx, input)));
}
