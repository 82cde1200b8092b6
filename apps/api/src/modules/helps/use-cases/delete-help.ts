import { AppError } from '@chatdesk/contracts';
import type { HelpsDeps } from '../helps.deps';
import { deleteHelpRow } from '../helps.repository';

/** DELETE /helps/{id} (super user). */
export async function deleteHelp(deps: HelpsDeps, id: number): Promise<void> {
  if (!(await deps.db.system.transaction((tx) => deleteHelpRow(tx, id)))) throw new AppError('ERR_NO_HELP_FOUND');
}
