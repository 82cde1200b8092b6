import type { MenuGroup, MenuItem } from '@chatdesk/contracts';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActiveRoute, menuSections } from '../utils/menu';
import { menuGroupIcons, menuIcons } from './menu-icons';

interface SideMenuProps {
  items: readonly MenuItem[];
  /** false: the collapsed (icons only) drawer; labels become tooltips and groups are flattened. */
  expanded: boolean;
  /** Called after an item is chosen (the temporary drawer closes). */
  onNavigate?: () => void;
}

type EntryProps = Omit<SideMenuProps, 'items'>;

/** The rail keeps its text on one line while it slides; an expanded label longer than the menu wraps. */
const wrapLabel = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
function MenuEntry({ item, expanded, nested, onNavigate }: { item: MenuItem; nested: boolean } & EntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = menuIcons[item.id];
  const label = t(`shell.menu.items.${item.id}`);
  const icon = (
    <Badge
      variant="dot"
      color={item.badge === 'alert' ? 'error' : 'secondary'}
      invisible={item.badge === null}
      overlap="circular"
    >
      <Icon />
    </Badge>
  );
  return (
    <Tooltip title={expanded ? '' : label} placement="right">
      <ListItemButton
        component={Link}
        to={item.route}
        selected={isActiveRoute(item.route, pathname)}
        onClick={onNavigate}
        aria-label={expanded ? undefined : label}
        sx={{ pl: nested && expanded ? 4 : 2.5, minHeight: 44 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        {expanded ? <ListItemText primary={label} sx={wrapLabel} /> : null}
      </ListItemButton>
    </Tooltip>
  );
}

function MenuGroupEntry({ group, items, ...props }: { group: MenuGroup; items: MenuItem[] } & EntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const Icon = menuGroupIcons[group];
  if (!props.expanded) return items.map((item) => <MenuEntry key={item.id} item={item} nested {...props} />);
  return (
    <>
      <ListItemButton onClick={() => setOpen((shown) => !shown)} aria-expanded={open} sx={{ pl: 2.5 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(`shell.menu.groups.${group}`)} sx={wrapLabel} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {items.map((item) => (
            <MenuEntry key={item.id} item={item} nested {...props} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The side menu's entries (spec 1 §2), grouped as the visibility table groups them. */
export function SideMenu({ items, ...props }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <List
      component="nav"
      aria-label={t('shell.menu.label')}
      sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}
    >
      {menuSections(items).flatMap((section) =>
        section.group
          ? [<MenuGroupEntry key={section.group} group={section.group} items={section.items} {...props} />]
          : section.items.map((item) => <MenuEntry key={item.id} item={item} nested={false} {...props} />),
      )}
    </List>
  );
}
