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
import { ConnectionBanner } from './connection-banner';
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
 * The signed-in frame (spec 1 §2): top bar and a collapsible side drawer, open or closed at first
 * per the user's defaultMenu. Wide screens (from 1200 px): permanent, expanded or collapsed to
 * icons. From 600 px to 1200 px the permanent part stays an icon rail and the full menu opens over
 * the page, so the ticket list and the conversation keep their room. Below 600 px: temporary only.
 * `isImplemented` tells which menu routes have a page (the app's route registry).
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
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [expanded, setExpanded] = useState(user?.defaultMenu !== 'closed');
  const [overlayOpen, setOverlayOpen] = useState(false);
  const items = useMenuItems(isImplemented, useMenuBadges());
  if (!user) return null;

  const railExpanded = wide && expanded;
  const width = railExpanded ? drawerWidth : collapsedWidth;
  const transition = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });
  const content = (full: boolean, onNavigate?: () => void) => (
    <>
      <Toolbar />
      <SideMenu items={items} expanded={full} onNavigate={onNavigate} />
      {full ? <VersionLabel /> : null}
    </>
  );
  const closeOverlay = () => setOverlayOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        user={user}
        menuOpen={wide ? expanded : overlayOpen}
        onToggleMenu={() => (wide ? setExpanded((open) => !open) : setOverlayOpen((open) => !open))}
      />
      {!wide && (
        <Drawer
          variant="temporary"
          open={overlayOpen}
          onClose={closeOverlay}
          // Phones keep it mounted (it is the only menu); beside the icon rail it would be a second one.
          ModalProps={{ keepMounted: narrow }}
          sx={{ '& .MuiDrawer-paper': { width: drawerWidth, display: 'flex', flexDirection: 'column' } }}
        >
          {content(true, closeOverlay)}
        </Drawer>
      )}
      {!narrow && (
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
          {content(railExpanded)}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <ConnectionBanner />
        <Outlet />
      </Box>
    </Box>
  );
}
