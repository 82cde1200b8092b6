import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { CompanyExtras } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useVersion } from '../api/get-version';
import { useMenuItems } from '../hooks/use-menu-items';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const noMenuBadges = (): CompanyExtras => ({});
const drawerWidth = 248;
const collapsedWidth = 64;

/** Spec 1 §2: the version label at the bottom of the expanded menu (GET /version). */
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

/**
 * The signed-in frame (spec 1 §2): top bar and a collapsible side drawer, open or closed at
 * first per the user's defaultMenu; permanent (collapsing to icons) from 600 px, temporary
 * below. `isImplemented` tells which menu routes have a page (the app's route registry).
 */
export function AppShell({
  isImplemented,
  useMenuBadges = noMenuBadges,
}: {
  isImplemented: (route: string) => boolean;
  /** A hook with the menu's live badges (connections needing attention...), composed by the app layer. */
  useMenuBadges?: () => CompanyExtras;
}) {
  const { user } = useSession();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [expanded, setExpanded] = useState(user?.defaultMenu !== 'closed');
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = useMenuItems(isImplemented, useMenuBadges());
  if (!user) return null;

  const width = expanded ? drawerWidth : collapsedWidth;
  const transition = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });
  const content = (full: boolean, onNavigate?: () => void) => (
    <>
      <Toolbar />
      <SideMenu items={items} expanded={full} onNavigate={onNavigate} />
      {full ? <VersionLabel /> : null}
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        user={user}
        menuOpen={narrow ? mobileOpen : expanded}
        onToggleMenu={() => (narrow ? setMobileOpen((open) => !open) : setExpanded((open) => !open))}
      />
      {narrow ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: drawerWidth, display: 'flex', flexDirection: 'column' } }}
        >
          {content(true, () => setMobileOpen(false))}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            whiteSpace: 'nowrap',
            transition,
            '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition, display: 'flex', flexDirection: 'column' },
          }}
        >
          {content(expanded)}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
