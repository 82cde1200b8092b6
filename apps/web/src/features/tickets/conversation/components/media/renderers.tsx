import { isButtonsBody, isPixBody, type MessageAnswer } from '@chatdesk/contracts';
import type { ComponentType } from 'react';
import { AdPreviewMessage } from './ad-preview-message';
import { AudioMessage } from './audio-message';
import { ButtonsMessage } from './buttons-message';
import { DocumentMessage } from './document-message';
import { EventMessage } from './event-message';
import { ImageMessage } from './image-message';
import { ListMessage } from './list-message';
import { LocationMessage } from './location-message';
import type { MediaProps } from './media-props';
import { PixMessage } from './pix-message';
import { PollMessage } from './poll-message';
import { CallLogMessage, ReactionMessage, ViewOnceMessage } from './small-kinds';
import { StickerMessage } from './sticker-message';
import { TextMessage } from './text-message';
import { VCardMessage } from './vcard-message';
import { VideoMessage } from './video-message';

const PlainText = ({ message }: MediaProps) => <TextMessage body={message.body} />;

/** One renderer per media type of spec 1 §3; anything else shows its text. */
export const mediaRenderers: Record<string, ComponentType<MediaProps>> = {
  conversation: PlainText,
  extendedTextMessage: PlainText,
  image: ImageMessage,
  audio: AudioMessage,
  video: VideoMessage,
  application: DocumentMessage,
  document: DocumentMessage,
  sticker: StickerMessage,
  call_log: CallLogMessage,
  locationMessage: LocationMessage,
  contactMessage: VCardMessage,
  pollCreationMessageV3: PollMessage,
  eventMessage: EventMessage,
  listMessage: ListMessage,
  buttonsMessage: ButtonsMessage,
  viewOnceMessage: ViewOnceMessage,
  interactiveMessage: ButtonsMessage,
  adMetaPreview: AdPreviewMessage,
  reactionMessage: ReactionMessage,
};

/**
 * Body conventions (packages/contracts message-bodies) win over the media type: a '[PIX]' order
 * and '[BOTOES]' buttons are drawn whatever kind the channel gave them.
 */
export function rendererFor(message: Pick<MessageAnswer, 'body' | 'mediaType'>): ComponentType<MediaProps> {
  if (isPixBody(message.body)) return PixMessage;
  if (isButtonsBody(message.body)) return ButtonsMessage;
  return mediaRenderers[message.mediaType] ?? PlainText;
}

export function MessageMedia(props: MediaProps) {
  const Renderer = rendererFor(props.message);
  return <Renderer {...props} />;
}
