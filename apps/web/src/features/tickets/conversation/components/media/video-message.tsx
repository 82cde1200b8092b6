import Box from '@mui/material/Box';
import { captionOf, type MediaProps } from './media-props';
import { TextMessage } from './text-message';

export function VideoMessage({ message }: MediaProps) {
  const caption = captionOf(message);
  return (
    <>
      <Box component="video" controls src={message.mediaUrl ?? undefined} sx={{ maxWidth: 300, borderRadius: 1 }} />
      {caption && <TextMessage body={caption} />}
    </>
  );
}
