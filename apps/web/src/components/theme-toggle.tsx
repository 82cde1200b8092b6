import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../lib/color-mode';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  const label = t(mode === 'light' ? 'theme.useDark' : 'theme.useLight');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {mode === 'light' ? <DarkMode /> : <LightMode />}
      </IconButton>
    </Tooltip>
  );
}
