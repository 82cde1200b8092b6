import type { AnnouncementAnswer } from '@chatdesk/contracts';
import Campaign from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverIconButton } from '../../../components/popover-icon-button';
import { formatDateTime } from '../../../lib/dates';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import {
  announcementsKeys,
  markAnnouncementRead,
  useAnnouncementsPages,
  useUnreadAnnouncements,
} from '../api/get-announcements';
import { useAnnouncementEvents } from '../lib/use-announcement-events';
import { AnnouncementDetail } from './announcement-detail';
import { PriorityChip } from './priority-chip';

/**
 * Spec 1 §2 top bar: the announcements icon, with the count of active announcements the user has
 * not opened; the popover lists them by priority and opening one shows it whole and marks it read.
 */
export function AnnouncementsPopover() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [opened, setOpened] = useState<AnnouncementAnswer | null>(null);
  const unread = useUnreadAnnouncements();
  const pages = useAnnouncementsPages('inbox', '', isOpen);
  const rows = pages.data?.pages.flatMap((page) => page.records) ?? [];
  const label = t('announcements.popover.label');
  useAnnouncementEvents();

  const open = (announcement: AnnouncementAnswer) => {
    setOpened(announcement);
    if (announcement.read) return;
    void markAnnouncementRead(announcement.id)
      .then(() => queryClient.invalidateQueries({ queryKey: announcementsKeys.all }))
      .catch(() => undefined);
  };
  const openChanged = (open: boolean) => {
    setIsOpen(open);
    if (!open) setOpened(null);
  };

  return (
    <PopoverIconButton
      label={label}
      icon={<Campaign />}
      badge={{ count: unread.data?.count ?? 0, max: 99 }}
      paperSx={{ width: 360, maxWidth: 'calc(100vw - 16px)' }}
      onOpenChange={openChanged}
    >
      {() =>
        opened ? (
          <AnnouncementDetail announcement={opened} onBack={() => setOpened(null)} />
        ) : (
          <Box onScroll={loadMoreOnScroll(pages)} sx={{ maxHeight: 420, overflowY: 'auto' }}>
            <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {t('announcements.popover.title')}
            </Typography>
            {!pages.isPending && rows.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {t('announcements.popover.empty')}
              </Typography>
            ) : (
              <List dense aria-label={t('announcements.popover.title')}>
                {rows.map((announcement) => (
                  <ListItemButton
                    key={announcement.id}
                    onClick={() => open(announcement)}
                    data-testid={`announcement-item-${announcement.id}`}
                  >
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                          {announcement.read ? null : (
                            <Box
                              component="span"
                              role="img"
                              aria-label={t('announcements.popover.unread')}
                              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
                            />
                          )}
                          <Typography
                            component="span"
                            variant="body2"
                            noWrap
                            sx={{ flex: 1, minWidth: 0, fontWeight: announcement.read ? 400 : 700 }}
                          >
                            {announcement.title}
                          </Typography>
                          <PriorityChip priority={announcement.priority} />
                        </Stack>
                      }
                      secondary={formatDateTime(announcement.createdAt)}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
        )
      }
    </PopoverIconButton>
  );
}
