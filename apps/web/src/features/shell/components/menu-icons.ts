import type { MenuGroup, MenuItemId } from '@chatdesk/contracts';
import AccountTree from '@mui/icons-material/AccountTree';
import AllInclusive from '@mui/icons-material/AllInclusive';
import Announcement from '@mui/icons-material/Announcement';
import Api from '@mui/icons-material/Api';
import Assessment from '@mui/icons-material/Assessment';
import AttachFile from '@mui/icons-material/AttachFile';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import Chat from '@mui/icons-material/Chat';
import ContactPhone from '@mui/icons-material/ContactPhone';
import Dashboard from '@mui/icons-material/Dashboard';
import DeviceHub from '@mui/icons-material/DeviceHub';
import Event from '@mui/icons-material/Event';
import Forum from '@mui/icons-material/Forum';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Hub from '@mui/icons-material/Hub';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import Psychology from '@mui/icons-material/Psychology';
import Quickreply from '@mui/icons-material/Quickreply';
import Settings from '@mui/icons-material/Settings';
import ShortText from '@mui/icons-material/ShortText';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import SyncAlt from '@mui/icons-material/SyncAlt';
import Tune from '@mui/icons-material/Tune';
import ViewKanban from '@mui/icons-material/ViewKanban';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type SvgIcon from '@mui/material/SvgIcon';

type Icon = typeof SvgIcon;

/** One icon per side-menu entry of spec 1 §2. */
export const menuIcons: Record<MenuItemId, Icon> = {
  dashboard: Dashboard,
  reports: Assessment,
  moments: SpaceDashboard,
  tickets: WhatsApp,
  'quick-messages': Quickreply,
  kanban: ViewKanban,
  contacts: ContactPhone,
  schedules: Event,
  tags: LocalOffer,
  chats: Forum,
  helps: HelpOutlineOutlined,
  campaigns: Campaign,
  'contact-lists': People,
  'campaigns-config': Tune,
  'phrase-lists': ShortText,
  flowbuilders: AccountTree,
  announcements: Announcement,
  'messages-api': Api,
  users: PeopleAlt,
  queues: ListAlt,
  prompts: Psychology,
  'queue-integration': DeviceHub,
  connections: SyncAlt,
  'all-connections': AllInclusive,
  files: AttachFile,
  financeiro: Payments,
  settings: Settings,
  companies: Business,
};

export const menuGroupIcons: Record<MenuGroup, Icon> = {
  management: Hub,
  campaigns: Chat,
};
