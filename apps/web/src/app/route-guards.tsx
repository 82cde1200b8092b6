import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

function SessionLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** Private routes: unauthenticated users go to /login (spec 1 §2). */
export function RequireAuth() {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/**
 * Public routes: authenticated users go to / (spec 1 §2), or, right after a login, to the
 * landing page the login chose (spec 1 §4: /tickets, or /financeiro when expired).
 */
export function PublicOnly() {
  const state = useSession();
  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'authenticated') return <Navigate to={state.landing ?? '/'} replace />;
  return <Outlet />;
}
