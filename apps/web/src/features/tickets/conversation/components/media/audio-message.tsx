import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPlaybackRate, storedPlaybackRate, storePlaybackRate } from '../../lib/playback-rate';
import type { MediaProps } from './media-props';

/** A player whose speed button cycles 0.5, 1, 1.5, 2 and remembers the choice. */
export function AudioMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState(storedPlaybackRate);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = rate;
  }, [rate]);

  const cycle = () => {
    const next = nextPlaybackRate(rate);
    storePlaybackRate(next);
    setRate(next);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {/* biome-ignore lint/a11y/useMediaCaption: voice messages have no captions */}
      <audio ref={audio} controls src={message.mediaUrl ?? undefined} preload="metadata" data-testid="audio-player" />
      <Button
        size="small"
        variant="outlined"
        onClick={cycle}
        aria-label={t('conversation.media.playbackRate', { rate })}
      >
        {rate}x
      </Button>
    </Box>
  );
}
