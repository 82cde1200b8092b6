/**
 * A help's `video` is a YouTube video code (spec 2 §3). Admins often paste the whole address
 * instead, so watch, share, embed and shorts links are reduced to the code too.
 */
const idPattern = /^[\w-]{6,20}$/;

export function youtubeId(video: string): string | null {
  const value = video.trim();
  if (idPattern.test(value)) return value;
  try {
    const url = new URL(value);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    let candidate: string | null = null;
    if (host === 'youtu.be') candidate = url.pathname.slice(1);
    else if (host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')) {
      candidate = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? null;
    }
    return candidate && idPattern.test(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

export const thumbnailUrl = (id: string) => `https://img.youtube.com/vi/${id}/mqdefault.jpg`;

/** Privacy-enhanced embed; starts playing since the user just asked for it. */
export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
