import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from './toast';

/**
 * A page the user may not see: while `allowed` is false, toasts `message` (de-duplicated by `key`)
 * and sends the user home after `delayMs`.
 */
export function useDeniedRedirect(allowed: boolean, message: string, key: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (allowed) return;
    toast.error(message, key);
    const timer = setTimeout(() => navigate('/'), delayMs);
    return () => clearTimeout(timer);
  }, [allowed, message, key, delayMs, navigate]);
}
