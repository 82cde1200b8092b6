import {
  type ConnectionAnswer,
  connectionsAnswer,
  type FacebookPageAnswer,
  facebookPagesAnswer,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { connectionsKeys } from './get-connections';

export interface FacebookConnectInput {
  facebookUserId: string;
  facebookUserToken: string;
  addInstagram: boolean;
  /** The page and Instagram account ids picked after the login; every account when absent. */
  accountIds?: string[];
}

/**
 * POST /facebook (spec 2 §7): one Messenger connection per page the user manages, plus one
 * Instagram connection per linked business account with addInstagram; answers them.
 */
export async function connectFacebook(input: FacebookConnectInput): Promise<ConnectionAnswer[]> {
  return parseAnswer(connectionsAnswer, await api.post<unknown>('/facebook', input));
}

/** Spec 2 §8 'Facebook connected' toast; the list refetches to show the new connections. */
export function useConnectFacebook() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectFacebook,
    onSuccess: async () => {
      toast.success(t('connections.toasts.facebookConnected'));
      await queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
    },
  });
}

/** POST /facebook/pages: the pages (and their Instagram accounts) a login's user may connect. */
export async function listFacebookPages(facebookUserToken: string): Promise<FacebookPageAnswer[]> {
  return parseAnswer(facebookPagesAnswer, await api.post<unknown>('/facebook/pages', { facebookUserToken })).pages;
}

export const useFacebookPages = () => useMutation({ mutationFn: listFacebookPages });
