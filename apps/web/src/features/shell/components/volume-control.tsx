import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVolume, volumeStep } from '../../../lib/volume';

/** Spec 1 §2: notification volume, 0 to 1 in steps of 0.1, kept in this browser. */
export function VolumeControl() {
  const { t } = useTranslation();
  const [volume, setVolume] = useVolume();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = volume === 0 ? VolumeOff : volume < 0.5 ? VolumeDown : VolumeUp;
  const label = t('shell.volume');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Icon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Slider
          orientation="vertical"
          min={0}
          max={1}
          step={volumeStep}
          value={volume}
          onChange={(_event, value) => setVolume(Array.isArray(value) ? (value[0] ?? 0) : value)}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
          aria-label={label}
          sx={{ height: 140, my: 2, mx: 1.5 }}
        />
      </Popover>
    </>
  );
}
