import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForeignCompany } from '../lib/connection-scope';
import { connectionsKeys } from './get-connections';

/**
 * The session calls of spec 2 §7. Their answers are not read: the session's progress arrives by
 * `company-{id}-whatsappSession` events, and the list refetches after each call anyway.
 */
export const sessionCalls = {
  /** 'try again' on a DISCONNECTED connection. */
  retry: (id: number) => api.post<unknown>(`/whatsappsession/${id}`),
  /** 'new QR' on a DISCONNECTED connection. */
  newQr: (id: number) => api.put<unknown>(`/whatsappsession/${id}`),
  /** Drops the session before an import setting takes effect (a new QR scan follows). */
  remove: (id: number) => api.delete<unknown>(`/whatsappsession/${id}`),
  /** 'disconnect' on a CONNECTED, PAIRING or TIMEOUT connection. */
  disconnect: (id: number) => api.delete<unknown>(`/whatsappsession/admin/${id}`),
  /** Restarts every connection of the company. */
  restartAll: () => api.post<unknown>('/whatsapp-restart/'),
  /** Closes the tickets an import opened. */
  closeImported: (id: number) => api.post<unknown>(`/closedimported/${id}`),
} as const;

/** The super user's variants for another company's connection (/allConnections company modal). */
export const foreignSessionCalls = {
  retry: (id: number) => api.post<unknown>(`/whatsapp-admin/${id}/session`),
  newQr: (id: number) => api.put<unknown>(`/whatsapp-admin/${id}/session`),
  disconnect: (id: number) => api.delete<unknown>(`/whatsapp-admin/${id}/session`),
} as const;

export type SessionCall = keyof typeof sessionCalls;
type IdCall = Exclude<SessionCall, 'restartAll'>;

/** Toasts of spec 2 §8 for the calls that have one. */
const successKeys: Partial<Record<IdCall, 'connections.toasts.disconnected' | 'connections.toasts.closedImported'>> = {
  disconnect: 'connections.toasts.disconnected',
  closeImported: 'connections.toasts.closedImported',
};

/** A session call; inside a ForeignCompanyScope it takes the super user's route when there is one. */
export function useSessionCall(call: IdCall) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const foreign = useForeignCompany();
  const calls: Partial<Record<IdCall, (id: number) => Promise<unknown>>> = foreign ? foreignSessionCalls : sessionCalls;
  return useMutation({
    mutationFn: (id: number) => {
      const run = calls[call];
      if (!run) throw new Error(`No ${call} call for another company's connection`);
      return run(id);
    },
    onSuccess: async () => {
      const key = successKeys[call];
      if (key) toast.success(t(key));
      await queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
    },
  });
}

export function useRestartAll() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sessionCalls.restartAll,
    onSuccess: async () => {
      toast.success(t('connections.toasts.restarted'));
      await queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
    },
  });
}
