import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from '../lib/color-mode';

/** Default primary colours (global settings primaryColorLight / primaryColorDark). */
export const primaryColors: Record<ColorMode, string> = { light: '#0000FF', dark: '#39ACE7' };

export function buildTheme(mode: ColorMode): Theme {
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
