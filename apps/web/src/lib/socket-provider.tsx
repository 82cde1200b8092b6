import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { api } from './api-client';
import { session, useSession } from './session';
import { connectCompanySocket } from './socket';

const SocketContext = createContext<Socket | null>(null);

/** The company socket while a user is signed in; null otherwise. */
export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

export function SocketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (companyId === null) return;
    const connection = connectCompanySocket({
      companyId,
      getToken: session.getToken,
      onReconnect: () => void queryClient.invalidateQueries(),
      refreshToken: api.refreshSession,
    });
    setSocket(connection.socket);
    return () => {
      connection.close();
      setSocket(null);
    };
  }, [companyId, queryClient]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}
