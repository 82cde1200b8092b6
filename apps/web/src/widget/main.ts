import {
  type WebchatServerMessage,
  webchatAttachmentMaxBytes,
} from '../../../../packages/contracts/src/webchat/webchat-protocol';
import { openWidgetSession } from './widget-session';
import { failureText, widgetTexts } from './widget-texts';
import { createTypingSignal } from './widget-typing';
import { createWidgetView, type ViewMessage } from './widget-view';

/**
 * The embeddable web chat: `<script src="{api}/widget.js?connection={key}" async>`.
 * The script finds its own URL to learn the API origin and the widget key, then mounts the bubble
 * and opens the visitor socket. Optional attributes on the tag: data-name, data-user-id and
 * data-user-hash (HMAC identity, see docs/api.md).
 */
function start(script: HTMLScriptElement) {
  const url = new URL(script.src);
  const key = url.searchParams.get('connection');
  if (!key || document.querySelector('[data-chatdesk-webchat]')) return;
  const texts = widgetTexts(navigator.language || 'pt');
  const host = document.createElement('div');
  host.setAttribute('data-chatdesk-webchat', '');
  document.body.append(host);

  const unread: string[] = [];
  const readIfVisible = () => {
    if (!view.isOpen() || document.visibilityState !== 'visible') return;
    session.ack(unread.splice(0), 3);
  };
  const absolute = (mediaUrl: string | null) => (mediaUrl ? new URL(mediaUrl, url.origin).href : null);
  const show = (message: WebchatServerMessage) => view.addMessage({ ...message, mediaUrl: absolute(message.mediaUrl) });
  let counter = 0;
  const clientId = () =>
    `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  async function deliver(message: ViewMessage, payload: Parameters<typeof session.send>[0]) {
    const shown = view.addMessage(message);
    try {
      const reply = await session.send(payload);
      if (!reply.ok) {
        view.markFailed(shown);
        view.setStatus(failureText(texts, reply.error));
      } else view.setStatus('');
    } catch {
      view.markFailed(shown);
    }
  }

  const typing = createTypingSignal((value) => session.typing(value));
  const view = createWidgetView(host, texts, {
    onInput: (text) => typing.input(text.trim() !== ''),
    onSend: (body) => {
      typing.stop();
      void deliver(
        { fromVisitor: true, body, agentName: null, mediaUrl: null, mediaType: 'conversation' },
        { clientId: clientId(), body },
      );
    },
    onAttach(file) {
      if (file.size > webchatAttachmentMaxBytes) return view.setStatus(texts.fileTooLarge);
      void file.arrayBuffer().then((data) => {
        const preview = URL.createObjectURL(file);
        const mediaType = file.type.startsWith('image/') ? 'image' : 'document';
        void deliver(
          { fromVisitor: true, body: file.name, agentName: null, mediaUrl: preview, mediaType },
          { clientId: clientId(), body: '', attachment: { name: file.name, type: file.type, data } },
        );
      });
    },
    onOpenChange: readIfVisible,
  });

  const session = openWidgetSession(
    url.origin,
    key,
    { name: script.dataset.name, userId: script.dataset.userId, userHash: script.dataset.userHash },
    {
      session: (value) => view.configure(value),
      history(messages) {
        for (const message of messages) show(message);
        // Read marks only go up on the server, so acking what was already read is harmless.
        unread.push(...messages.filter((message) => !message.fromVisitor).map((message) => message.externalId));
        readIfVisible();
      },
      message(message) {
        show(message);
        view.setTyping(null);
        session.ack([message.externalId], 2);
        unread.push(message.externalId);
        readIfVisible();
      },
      typing: (typing) => view.setTyping(typing.typing ? typing.agentName : null),
      refused: () => view.setStatus(texts.unavailable),
      limited: () => view.setStatus(texts.rateLimited),
    },
  );
  document.addEventListener('visibilitychange', readIfVisible);
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) {
  if (document.body) start(current);
  else document.addEventListener('DOMContentLoaded', () => start(current));
}
