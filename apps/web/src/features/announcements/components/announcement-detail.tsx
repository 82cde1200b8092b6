import type { AnnouncementAnswer } from '@chatdesk/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { PriorityChip } from './priority-chip';

/** One announcement read whole in the top bar's popover: title, priority, date, picture and text. */
export function AnnouncementDetail({ announcement, onBack }: { announcement: AnnouncementAnswer; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2, maxHeight: 480, overflowY: 'auto' }} data-testid="announcement-detail">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton size="small" edge="start" aria-label={t('announcements.popover.back')} onClick={onBack}>
          <ArrowBack fontSize="small" />
        </IconButton>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
          {announcement.title}
        </Typography>
        <PriorityChip priority={announcement.priority} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {formatDateTime(announcement.createdAt)}
      </Typography>
      {announcement.mediaPath ? (
        <Box
          component="img"
          src={announcement.mediaPath}
          alt={announcement.mediaName ?? ''}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 1 }}
        />
      ) : null}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {announcement.text}
      </Typography>
    </Box>
  );
}
