import {
  type ConnectionAnswer,
  companyEvent,
  connectionAnswer,
  connectionSessionAnswer,
  importMessagesEvent,
} from '@chatdesk/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { useSession } from '../../../lib/session';
import { useSocket } from '../../../lib/socket-provider';
import { connectionsKeys } from '../api/get-connections';

/** Import progress of spec 2 §4 ("this" of "all" messages, at "date"). */
export interface ImportProgress {
  this: number;
  all: number;
  date?: string | null;
}
export type ImportHandler = (whatsappId: number, progress: ImportProgress | null) => void;

// Session events carry at least the id; whatever else they carry patches the row.
const sessionPayload = z.object({ session: connectionSessionAnswer.partial().required({ id: true }).loose() });
const connectionPayload = z.object({ whatsapp: connectionAnswer });
const deletePayload = z.object({ whatsappId: z.number() });
const importPayload = z.object({
  action: z.enum(['refresh', 'update']),
  whatsappId: z.number(),
  status: z.object({ this: z.number(), all: z.number(), date: z.string().nullish() }).optional(),
});

function patchConnection(client: QueryClient, id: number, patch: (row: ConnectionAnswer) => ConnectionAnswer | null) {
  client.setQueryData<ConnectionAnswer[]>(connectionsKeys.list, (rows) =>
    rows?.flatMap((row) => {
      if (row.id !== id) return [row];
      const next = patch(row);
      return next ? [next] : [];
    }),
  );
  client.setQueryData<ConnectionAnswer>(connectionsKeys.detail(id), (row) => (row ? (patch(row) ?? undefined) : row));
}

/**
 * Live updates of the connections (spec 2 §4 and §7): `company-{id}-whatsappSession` patches the
 * row's session (status, qrcode...), `company-{id}-whatsapp` replaces or drops a row, and
 * `importMessages-{id}` reports import progress (`update`) or asks for a reload (`refresh`).
 */
export function useConnectionEvents(onImport?: ImportHandler) {
  const socket = useSocket();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const queryClient = useQueryClient();
  const importHandler = useRef(onImport);
  importHandler.current = onImport;

  useEffect(() => {
    if (!socket || companyId === null) return;
    const sessionEvent = companyEvent(companyId, 'whatsappSession');
    const connectionEvent = companyEvent(companyId, 'whatsapp');
    const importEvent = importMessagesEvent(companyId);

    const onSession = (payload: unknown) => {
      const parsed = sessionPayload.safeParse(payload);
      if (!parsed.success) return;
      const { session } = parsed.data;
      patchConnection(queryClient, session.id, (row) => ({ ...row, ...session }) as ConnectionAnswer);
    };
    const onConnection = (payload: unknown) => {
      const updated = connectionPayload.safeParse(payload);
      if (updated.success) {
        const { whatsapp } = updated.data;
        const rows = queryClient.getQueryData<ConnectionAnswer[]>(connectionsKeys.list);
        if (rows && !rows.some((row) => row.id === whatsapp.id)) {
          queryClient.setQueryData(connectionsKeys.list, [...rows, whatsapp]);
        } else patchConnection(queryClient, whatsapp.id, () => whatsapp);
        return;
      }
      const deleted = deletePayload.safeParse(payload);
      if (deleted.success) patchConnection(queryClient, deleted.data.whatsappId, () => null);
    };
    const onImportEvent = (payload: unknown) => {
      const parsed = importPayload.safeParse(payload);
      if (!parsed.success) return;
      const { action, whatsappId, status } = parsed.data;
      if (action === 'refresh') {
        importHandler.current?.(whatsappId, null);
        void queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
      } else if (status) importHandler.current?.(whatsappId, status);
    };

    socket.on(sessionEvent, onSession);
    socket.on(connectionEvent, onConnection);
    socket.on(importEvent, onImportEvent);
    return () => {
      socket.off(sessionEvent, onSession);
      socket.off(connectionEvent, onConnection);
      socket.off(importEvent, onImportEvent);
    };
  }, [socket, companyId, queryClient]);
}
