import { hasAdminRole } from '@chatdesk/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDueDate } from '../../../lib/dates';
import type { SessionUser } from '../../../lib/session';

/** Top bar greeting (spec 1 §2): name and company; admins also see the company due date. */
export function Greeting({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const company = user.company?.name ?? '';
  const dueDate = hasAdminRole({ profile: user.profile, isSuper: user.super })
    ? formatDueDate(user.company?.dueDate, user.company?.timezone)
    : null;
  return (
    <Typography variant="body2" noWrap sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0 }}>
      {t('shell.greeting', { name: user.name, company })}
      {dueDate ? ` (${t('shell.dueDate', { date: dueDate })})` : null}
    </Typography>
  );
}
