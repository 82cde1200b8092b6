import { createTheme, type Theme } from '@mui/material/styles';
import { defaultPrimaryColors } from '../lib/branding';
import type { ColorMode } from '../lib/color-mode';

/** The MUI theme for a colour mode; the primary colour is the white-label one (spec 2 §3). */
export function buildTheme(mode: ColorMode, primaryColors: Record<ColorMode, string> = defaultPrimaryColors): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: primaryColors[mode] },
      ...(mode === 'light' ? { background: { default: '#F5F6FA' } } : {}),
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
