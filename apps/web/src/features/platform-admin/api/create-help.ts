import { type Help, type HelpInput, helpAnswer } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { helpsChangedKeys } from './get-helps';

export async function createHelp(body: HelpInput): Promise<Help> {
  return parseAnswer(helpAnswer, await api.post('/helps', body));
}

export const useCreateHelp = () =>
  useAdminMutation({ mutationFn: createHelp, invalidate: helpsChangedKeys, failure: 'platform.helps.saveError' });
