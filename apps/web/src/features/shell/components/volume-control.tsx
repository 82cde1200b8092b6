import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Slider from '@mui/material/Slider';
import { useTranslation } from 'react-i18next';
import { PopoverIconButton } from '../../../components/popover-icon-button';
import { useVolume, volumeStep } from '../../../lib/volume';

/** Spec 1 §2: notification volume, 0 to 1 in steps of 0.1, kept in this browser. */
export function VolumeControl() {
  const { t } = useTranslation();
  const [volume, setVolume] = useVolume();
  const Icon = volume === 0 ? VolumeOff : volume < 0.5 ? VolumeDown : VolumeUp;
  const label = t('shell.volume');
  return (
    <PopoverIconButton label={label} icon={<Icon />} align="center">
      {() => (
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
      )}
    </PopoverIconButton>
  );
}
