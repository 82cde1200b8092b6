import path from 'node:path';
import { messageText } from '@chatdesk/contracts';
import type { OutboundMessage } from '../channel-driver';

/** Send API attachment kinds (Messenger and Instagram). */
export function attachmentKind(mimetype: string): 'image' | 'video' | 'audio' | 'file' {
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('video/')) return 'video';
  if (mimetype.startsWith('audio/')) return 'audio';
  return 'file';
}

type ListData = { description?: string; sections?: { rows?: { title?: string; rowId?: string }[] }[] };

/**
 * The `message` object of POST /me/messages for a message without a file. Lists become quick
 * replies (Messenger's closest form, 13 at most); other structured kinds go as their readable text.
 */
export function messagingMessageOf(message: OutboundMessage): Record<string, unknown> {
  const reply = message.quotedExternalId ? { reply_to: { mid: message.quotedExternalId } } : {};
  if (message.mediaType === 'listMessage') {
    const data = (message.dataJson ?? {}) as ListData;
    const rows = (data.sections ?? []).flatMap((section) => section.rows ?? []).slice(0, 13);
    const quick_replies = rows.map((row, index) => ({
      content_type: 'text',
      title: (row.title ?? '').slice(0, 20),
      payload: row.rowId || String(index + 1),
    }));
    return { text: data.description || message.body, ...(rows.length ? { quick_replies } : {}), ...reply };
  }
  return { text: messageText(message), ...reply };
}

/**
 * A file as an attachment. Messenger takes the bytes (multipart `filedata`); Instagram only takes
 * a URL, so it gets the stored file's public address (unguessable name under /public/).
 */
export async function messagingAttachmentForm(
  message: OutboundMessage,
  recipient: string,
  readFile: (file: string) => Promise<Buffer>,
): Promise<FormData> {
  const mediaPath = message.mediaPath ?? '';
  const mimetype = message.mediaMimetype ?? 'application/octet-stream';
  const form = new FormData();
  form.set('recipient', JSON.stringify({ id: recipient }));
  form.set('messaging_type', 'RESPONSE');
  form.set(
    'message',
    JSON.stringify({ attachment: { type: attachmentKind(mimetype), payload: { is_reusable: false } } }),
  );
  const data = await readFile(mediaPath);
  form.set('filedata', new Blob([data], { type: mimetype }), path.basename(mediaPath));
  return form;
}

export function messagingAttachmentByUrl(message: OutboundMessage, publicUrl: string, companyId: number) {
  const url = `${publicUrl}/public/${companyId}/${path.basename(message.mediaPath ?? '')}`;
  return { attachment: { type: attachmentKind(message.mediaMimetype ?? ''), payload: { url } } };
}
