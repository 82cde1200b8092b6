export { AnnouncementsPage } from './components/announcements-page';
export { AnnouncementsPopover } from './components/announcements-popover';
