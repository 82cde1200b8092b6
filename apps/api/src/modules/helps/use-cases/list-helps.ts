import type { Help } from '@chatdesk/contracts';
import { toHelpAnswer } from '../help-answer';
import type { HelpsDeps } from '../helps.deps';
import { listHelpRows } from '../helps.repository';

/** GET /helps and GET /helps/list: every help video, oldest first (the grid and the admin table). */
export async function listHelps(deps: HelpsDeps): Promise<Help[]> {
  return (await deps.db.system.transaction(listHelpRows)).map(toHelpAnswer);
}
