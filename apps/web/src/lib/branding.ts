import type { ColorMode } from './color-mode';
import { usePublicSetting } from './public-settings';

/** Spec 2 §3 white-label defaults: the product's own name and primary colours. */
export const defaultAppName = 'Chatdesk';
export const defaultPrimaryColors: Record<ColorMode, string> = { light: '#0000FF', dark: '#39ACE7' };

export interface Branding {
  appName: string;
  primaryColors: Record<ColorMode, string>;
  /** Image URLs; null means "draw the default logo" (or keep index.html's favicon). */
  logos: Record<ColorMode, string | null>;
  favicon: string | null;
}

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Only a hex colour reaches the MUI theme: anything else would make createTheme throw. */
export const colorOrDefault = (value: string | null, fallback: string): string =>
  value && hexColor.test(value) ? value : fallback;

/**
 * Where a stored logo is served. The white-label upload stores a file name under the media
 * root (served at /public/); a full http(s) URL or a root-relative path is used as is. Other
 * schemes (javascript:, data:) are refused.
 */
export function brandingAssetUrl(value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value.startsWith('//') ? null : value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `/public/${value.replace(/^\.?\/*/, '')}`;
}

/** The white-label settings applied to the whole app (theme, logo, title, favicon), with defaults. */
export function useBranding(): Branding {
  const appName = usePublicSetting('appName').value;
  const colorLight = usePublicSetting('primaryColorLight').value;
  const colorDark = usePublicSetting('primaryColorDark').value;
  const logoLight = usePublicSetting('appLogoLight').value;
  const logoDark = usePublicSetting('appLogoDark').value;
  const favicon = usePublicSetting('appLogoFavicon').value;
  return {
    appName: appName ?? defaultAppName,
    primaryColors: {
      light: colorOrDefault(colorLight, defaultPrimaryColors.light),
      dark: colorOrDefault(colorDark, defaultPrimaryColors.dark),
    },
    logos: { light: brandingAssetUrl(logoLight), dark: brandingAssetUrl(logoDark) },
    favicon: brandingAssetUrl(favicon),
  };
}
