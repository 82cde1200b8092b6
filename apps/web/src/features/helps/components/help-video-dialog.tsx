import type { Help } from '@chatdesk/contracts';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { embedUrl, youtubeId } from '../lib/video';

/** The embedded player of a help video; Escape, the close button or a click outside closes it. */
export function HelpVideoDialog({ help, onClose }: { help: Help | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = help ? youtubeId(help.video) : null;
  return (
    <Dialog open={help !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="help-video-title">
      <DialogTitle id="help-video-title" sx={{ pr: 6 }}>
        {help?.title}
        <IconButton
          onClick={onClose}
          aria-label={t('platform.helps.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {id ? (
          <Box sx={{ position: 'relative', pt: '56.25%' }}>
            <Box
              component="iframe"
              src={embedUrl(id)}
              title={help?.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
