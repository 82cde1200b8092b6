import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Refresh from '@mui/icons-material/Refresh';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo';
import { LanguageMenu } from '../../../components/language-menu';
import { ThemeToggle } from '../../../components/theme-toggle';
import type { SessionUser } from '../../../lib/session';
import { AnnouncementsPopover } from '../../announcements';
import { InternalChatIcon } from '../../chats';
import { NotificationsBell, playChime } from '../../tickets';
import { AccountMenu } from './account-menu';
import { Greeting } from './greeting';
import { VolumeControl } from './volume-control';

interface TopBarProps {
  user: SessionUser;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Spec 1 §2 top bar: menu toggle, greeting, language, volume, refresh, theme, avatar menu. */
export function TopBar({ user, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const menuLabel = t(menuOpen ? 'shell.menu.close' : 'shell.menu.open');
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 } }}>
        <Tooltip title={menuLabel}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={menuLabel}
            aria-expanded={menuOpen}
            onClick={onToggleMenu}
          >
            {menuOpen ? <MenuOpen /> : <MenuIcon />}
          </IconButton>
        </Tooltip>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}>
          <AppLogo />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>
          <Greeting user={user} />
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <LanguageMenu />
          <VolumeControl />
          <Tooltip title={t('shell.refresh')}>
            <IconButton color="inherit" aria-label={t('shell.refresh')} onClick={() => window.location.reload()}>
              <Refresh />
            </IconButton>
          </Tooltip>
          <ThemeToggle />
          <AnnouncementsPopover />
          <NotificationsBell />
          <InternalChatIcon playChime={playChime} />
          <AccountMenu user={user} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
