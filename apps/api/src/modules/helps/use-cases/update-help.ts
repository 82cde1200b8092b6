import { AppError, type Help, type HelpInput } from '@chatdesk/contracts';
import { toHelpAnswer } from '../help-answer';
import type { HelpsDeps } from '../helps.deps';
import { updateHelpRow } from '../helps.repository';

/** PUT /helps/{id} (super user). */
export async function updateHelp(deps: HelpsDeps, id: number, input: HelpInput): Promise<Help> {
  const row = await deps.db.system.transaction((tx) => updateHelpRow(tx, id, input));
  if (!row) throw new AppError('ERR_NO_HELP_FOUND');
  return toHelpAnswer(row);
}
