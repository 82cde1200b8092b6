import type { Help } from '@chatdesk/contracts';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelps } from '../api/get-helps';
import { thumbnailUrl, youtubeId } from '../lib/video';
import { HelpVideoDialog } from './help-video-dialog';

function HelpCard({ help, onOpen }: { help: Help; onOpen: () => void }) {
  const { t } = useTranslation();
  const id = youtubeId(help.video);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        onClick={onOpen}
        disabled={!id}
        aria-label={t('platform.helps.watch', { title: help.title })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {id ? (
          <CardMedia component="img" image={thumbnailUrl(id)} alt="" loading="lazy" sx={{ aspectRatio: '16 / 9' }} />
        ) : (
          <Box sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <PlayCircleOutlined fontSize="large" color="disabled" />
          </Box>
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {help.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {help.description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /helps, for every user: a grid of help-video cards; a card opens its player (spec 2 §2). */
export function HelpsPage() {
  const { t } = useTranslation();
  const helps = useHelps();
  const [playing, setPlaying] = useState<Help | null>(null);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('platform.helps.title')}
      </Typography>
      {helps.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
      {helps.isSuccess && helps.data.length === 0 ? (
        <Typography color="text.secondary">{t('platform.helps.empty')}</Typography>
      ) : null}
      <Grid container spacing={2}>
        {(helps.data ?? []).map((help) => (
          <Grid key={help.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <HelpCard help={help} onOpen={() => setPlaying(help)} />
          </Grid>
        ))}
      </Grid>
      <HelpVideoDialog help={playing} onClose={() => setPlaying(null)} />
    </Stack>
  );
}
