import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { ProfileDialog } from './profile-dialog';

/** The avatar menu of the top bar (spec 1 §2): profile and logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const image = typeof user.profileImage === 'string' && user.profileImage ? user.profileImage : null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.accountMenu')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {image ? <Avatar src={image} alt={user.name} sx={{ width: 32, height: 32 }} /> : <AccountCircle />}
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {t('shell.profile.menu')}
        </MenuItem>
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            setAnchor(null);
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('shell.logout')}
        </MenuItem>
      </Menu>
      {profileOpen ? <ProfileDialog user={user} onClose={() => setProfileOpen(false)} /> : null}
    </>
  );
}
