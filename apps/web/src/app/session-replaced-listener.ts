import { companyEvent } from '@chatdesk/contracts';
import { useEffect } from 'react';
import { i18n } from '../i18n';
import { session, sessionIdOfToken, useSession } from '../lib/session';
import { createSessionReplacedHandler } from '../lib/session-replaced';
import { useSocket } from '../lib/socket-provider';
import { toast } from '../lib/toast';

/**
 * Listens to `company-{id}-auth` while signed in: a login of the same account elsewhere ends this
 * session ('Sua conta foi acessada em outro computador.', storage cleared, reload after 1 s).
 */
export function useSessionReplacedListener() {
  const socket = useSocket();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const companyId = user?.companyId ?? null;

  useEffect(() => {
    if (!socket || userId === null || companyId === null) return;
    const event = companyEvent(companyId, 'auth');
    const handle = createSessionReplacedHandler({
      userId,
      currentSessionId: () => sessionIdOfToken(session.getToken()),
      notify: () => toast.error(i18n.t('auth.sessionReplaced'), 'session-replaced'),
      clearStorage: () => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      },
      reload: () => window.location.reload(),
    });
    socket.on(event, handle);
    return () => {
      socket.off(event, handle);
    };
  }, [socket, userId, companyId]);
}
