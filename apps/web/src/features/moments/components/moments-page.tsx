import { hasAdminRole, type MomentTicketAnswer } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { permissionSubjectOf } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { errorText, toastError } from '../../../lib/toast';
import { useMoments } from '../lib/use-moments';
import { MomentsBoard } from './moments-board';

/** The relative times are read again this often (the clock, not the server). */
const clockTickMs = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), clockTickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Spec 2 §8: a load failing with status 500 shows its error's text on the page; any other failure
 * goes to the generic handler (a toast).
 */
function useLoadFailure(error: Error | null): string | null {
  const serverFault = error instanceof ApiError && error.status === 500;
  useEffect(() => {
    if (error && !serverFault) toastError(error);
  }, [error, serverFault]);
  return serverFault ? errorText(error).message : null;
}

/**
 * /moments, 'Painel de Atendimentos' (spec 2 §2): every attendant's tickets in progress and the
 * tickets waiting in each queue, kept current by the live events. The route guard lets in admins
 * and users with allowRealTime (spec 2 §6).
 */
export function MomentsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const moments = useMoments();
  const now = useNow();
  const failure = useLoadFailure(moments.error);
  const admin = user ? hasAdminRole(permissionSubjectOf(user)) : false;
  const canOpen = (ticket: MomentTicketAnswer) => admin || (user !== null && ticket.user?.id === user.id);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('moments.title')}
      </Typography>
      {moments.isPending && !moments.error ? <LinearProgress /> : null}
      {failure ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={moments.retry}>
              {t('moments.retry')}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : null}
      {moments.tickets && moments.users ? (
        <MomentsBoard tickets={moments.tickets} users={moments.users} canOpen={canOpen} now={now} />
      ) : null}
    </Stack>
  );
}
