import { flowLimits } from '@chatdesk/contracts';

export type FlowMediaKind = 'img' | 'audio' | 'video';

/**
 * Spec 3 §5 uploads: image jpg, jpeg or png up to 2 MB; audio ogg or mp3 up to 5 MB (opus also in
 * the content dialog); video mp4 only up to 20 MB. Video goes through the audio route (spec 3 §7).
 */
export const flowMediaRules = {
  img: {
    maxBytes: flowLimits.imageMaxBytes,
    extensions: ['jpg', 'jpeg', 'png'],
    mimeTypes: ['image/jpeg', 'image/png'],
    route: '/flowbuilder/img',
    tooLarge: 'imageTooLarge',
    added: 'imageAdded',
  },
  audio: {
    maxBytes: flowLimits.audioMaxBytes,
    extensions: ['ogg', 'mp3'],
    mimeTypes: ['audio/ogg', 'audio/mpeg', 'audio/mp3'],
    route: '/flowbuilder/audio',
    tooLarge: 'audioTooLarge',
    added: 'audioAdded',
  },
  video: {
    maxBytes: flowLimits.videoMaxBytes,
    extensions: ['mp4'],
    mimeTypes: ['video/mp4'],
    route: '/flowbuilder/audio',
    tooLarge: 'videoTooLarge',
    added: 'videoAdded',
  },
} as const;

/** The content dialog's audio cards also take opus files. */
const contentAudioExtra = { extensions: ['opus'], mimeTypes: ['audio/opus'] } as const;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

function allowed(kind: FlowMediaKind, inContent: boolean) {
  const rule = flowMediaRules[kind];
  const extra = inContent && kind === 'audio' ? contentAudioExtra : { extensions: [], mimeTypes: [] };
  return {
    extensions: [...rule.extensions, ...extra.extensions] as string[],
    mimeTypes: [...rule.mimeTypes, ...extra.mimeTypes] as string[],
  };
}

/** The file input's `accept` for a media kind. */
export function acceptOf(kind: FlowMediaKind, inContent = false): string {
  const { extensions, mimeTypes } = allowed(kind, inContent);
  return [...mimeTypes, ...extensions.map((extension) => `.${extension}`)].join(',');
}

export type MediaRefusal = 'wrongType' | 'tooLarge';

/** Why a picked file cannot be sent (the server checks the bytes again), or null when it can. */
export function refuseMedia(kind: FlowMediaKind, file: File, inContent = false): MediaRefusal | null {
  const { extensions, mimeTypes } = allowed(kind, inContent);
  const typeKnown = file.type !== '' && file.type !== 'application/octet-stream';
  const typeOk = typeKnown ? mimeTypes.includes(file.type) : extensions.includes(extensionOf(file.name));
  if (!typeOk) return 'wrongType';
  return file.size > flowMediaRules[kind].maxBytes ? 'tooLarge' : null;
}
