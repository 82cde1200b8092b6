import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppLogo } from '../../../components/app-logo';
import { LanguageMenu } from '../../../components/language-menu';
import { ThemeToggle } from '../../../components/theme-toggle';
import { type SessionUser, useSession } from '../../../lib/session';
import { useVersion } from '../api/get-version';
import { AccountMenu } from './account-menu';

/** Top bar greeting (spec 1 §2): name and company; admins also see the company due date. */
function Greeting({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const company = user.company?.name ?? '';
  const dueDate = user.profile === 'admin' && user.company?.dueDate ? new Date(user.company.dueDate) : null;
  return (
    <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
      {t('shell.greeting', { name: user.name, company })}
      {dueDate && !Number.isNaN(dueDate.getTime())
        ? ` (${t('shell.dueDate', { date: dueDate.toLocaleDateString(i18n.language) })})`
        : null}
    </Typography>
  );
}

function VersionLabel() {
  const { t } = useTranslation();
  const { data: version } = useVersion();
  if (!version) return null;
  return (
    <Typography component="footer" variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
      {t('shell.version', { version })}
    </Typography>
  );
}

/** The signed-in frame: top bar, page, version label. The side menu joins it later. */
export function AppShell() {
  const { user } = useSession();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <AppLogo />
          <Box sx={{ flexGrow: 1 }} />
          {user ? <Greeting user={user} /> : null}
          <Box sx={{ display: 'flex' }}>
            <LanguageMenu />
            <ThemeToggle />
            <AccountMenu />
          </Box>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
        <Outlet />
      </Box>
      <VersionLabel />
    </Box>
  );
}
