import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { FlowMediaKind } from '../lib/media-rules';

/** A look at a picked file before it is sent: the picture, or a player for audio and video. */
export function MediaPreview({ kind, file }: { kind: FlowMediaKind; file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  if (!url) return null;
  if (kind === 'img') {
    return (
      <Box
        component="img"
        src={url}
        alt={file.name}
        sx={{ maxWidth: '100%', maxHeight: 180, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }}
      />
    );
  }
  if (kind === 'audio') return <Box component="audio" src={url} controls sx={{ width: '100%' }} />;
  return <Box component="video" src={url} controls sx={{ maxWidth: '100%', maxHeight: 200 }} />;
}
