import { useEffect, useState } from 'react';
import { useSocket } from '../../../lib/socket-provider';

/** What the user should know about the live connection. */
export type ConnectionState = 'online' | 'reconnecting' | 'offline';

/**
 * 'offline' while the browser has no network, 'reconnecting' while the company socket is down
 * (it redials every second; on success the app refetches what it missed), else 'online'. A
 * disconnect the app asked for (sign-out) is not a drop.
 */
export function useConnectionState(): ConnectionState {
  const socket = useSocket();
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [socketDown, setSocketDown] = useState(false);

  useEffect(() => {
    const online = () => setBrowserOnline(true);
    const offline = () => setBrowserOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);

  useEffect(() => {
    if (!socket) return;
    const up = () => setSocketDown(false);
    const down = (reason?: unknown) => setSocketDown(reason !== 'io client disconnect');
    socket.on('connect', up);
    socket.on('disconnect', down);
    return () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
      setSocketDown(false);
    };
  }, [socket]);

  if (!browserOnline) return 'offline';
  return socketDown ? 'reconnecting' : 'online';
}
