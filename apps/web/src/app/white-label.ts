import { useEffect } from 'react';
import type { Branding } from '../lib/branding';

function setHeadLink(rel: string, href: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  // index.html declares an SVG icon; an uploaded favicon may be PNG or ICO.
  link.removeAttribute('type');
  link.href = href;
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * White-label outside React's tree: the browser title shows the app name, the favicon
 * and the browser's theme colour follow the settings. Applied at start and whenever they change,
 * so a new brand needs no rebuild.
 */
export function useDocumentBranding(branding: Branding, primaryColor: string) {
  useEffect(() => {
    document.title = branding.appName;
  }, [branding.appName]);

  useEffect(() => {
    if (branding.favicon) setHeadLink('icon', branding.favicon);
  }, [branding.favicon]);

  useEffect(() => setMeta('theme-color', primaryColor), [primaryColor]);
}
