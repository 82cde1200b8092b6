import { type Help, type HelpInput, helpAnswer } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { helpsChangedKeys } from './get-helps';

export async function updateHelp({ id, ...body }: HelpInput & { id: number }): Promise<Help> {
  return parseAnswer(helpAnswer, await api.put(`/helps/${id}`, body));
}

export const useUpdateHelp = () =>
  useAdminMutation({ mutationFn: updateHelp, invalidate: helpsChangedKeys, failure: 'platform.helps.saveError' });
