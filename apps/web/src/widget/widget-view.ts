import { formattedText } from './widget-format';
import { widgetStyles } from './widget-styles';
import type { WidgetTexts } from './widget-texts';

/** A message as the window shows it. */
export interface ViewMessage {
  fromVisitor: boolean;
  body: string;
  agentName: string | null;
  /** Absolute URL of an attached file. */
  mediaUrl: string | null;
  mediaType: string;
}

export interface WidgetViewHandlers {
  onSend(text: string): void;
  onAttach(file: File): void;
  /** The window was opened or closed (opening marks agent messages read). */
  onOpenChange(open: boolean): void;
  /** The visitor typed in the text box (its current text): drives the typing signal. */
  onInput?(text: string): void;
}

export interface WidgetView {
  configure(look: { title: string; color: string; greeting: string }): void;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  addMessage(message: ViewMessage): HTMLElement;
  markFailed(element: HTMLElement): void;
  setTyping(agentName: string | null): void;
  setStatus(text: string): void;
}

const emojis = '😀 😂 😊 😍 😉 😢 😮 😡 👍 👎 👏 🙏 👋 🙌 💪 🎉 ❤️ 🔥 ✅ ❌ ⭐ 🤔 😅 🙂'.split(' ');
const chatIcon =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z"/></svg>';

/** Properties are checked loosely on purpose: a Partial of DOM types makes TypeScript's unions explode. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | number | boolean> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

/**
 * The bubble and the chat window, in a shadow root so neither the page's CSS nor ours leaks.
 * Keyboard: the bubble is a button; Escape closes the window and gives focus back to the bubble;
 * opening focuses the text box; Enter sends, Shift+Enter breaks a line. Texts are always set as
 * text, never as HTML: messages come from other people.
 */
export function createWidgetView(host: HTMLElement, texts: WidgetTexts, handlers: WidgetViewHandlers): WidgetView {
  const root = host.attachShadow({ mode: 'open' });
  root.append(element('style', { textContent: widgetStyles }));
  const bubble = element('button', { className: 'bubble', type: 'button', innerHTML: chatIcon });
  bubble.setAttribute('aria-label', texts.open);
  bubble.setAttribute('aria-expanded', 'false');
  bubble.setAttribute('aria-controls', 'wc-window');

  const win = element('section', { className: 'window', id: 'wc-window', hidden: true });
  win.setAttribute('role', 'dialog');
  win.setAttribute('aria-labelledby', 'wc-title');
  const title = element('h2', { id: 'wc-title' });
  const close = element('button', { type: 'button', textContent: '×' });
  close.setAttribute('aria-label', texts.close);
  const header = element('header');
  header.append(title, close);
  const log = element('div', { className: 'log' });
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  const status = element('div', { className: 'status' });
  status.setAttribute('aria-live', 'polite');

  const form = element('form');
  const textarea = element('textarea', { rows: 1, placeholder: texts.placeholder, maxLength: 4096 });
  textarea.setAttribute('aria-label', texts.placeholder);
  const emojiButton = element('button', { type: 'button', textContent: '😊' });
  emojiButton.setAttribute('aria-label', texts.emoji);
  emojiButton.setAttribute('aria-expanded', 'false');
  const emojiGrid = element('div', { className: 'emoji', hidden: true });
  emojiGrid.setAttribute('role', 'group');
  emojiGrid.setAttribute('aria-label', texts.emoji);
  for (const emoji of emojis) {
    const option = element('button', { type: 'button', textContent: emoji });
    option.setAttribute('aria-label', emoji);
    option.addEventListener('click', () => {
      insertAtCaret(textarea, emoji);
      toggleEmoji(false);
      textarea.focus();
    });
    emojiGrid.append(option);
  }
  const file = element('input', { type: 'file', className: 'sr', tabIndex: -1 });
  file.setAttribute('aria-hidden', 'true');
  const attach = element('button', { type: 'button', textContent: '📎' });
  attach.setAttribute('aria-label', texts.attach);
  const send = element('button', { type: 'submit', className: 'send', textContent: texts.send });
  form.append(emojiGrid, emojiButton, attach, file, textarea, send);
  win.append(header, log, status, form);
  root.append(bubble, win);

  const toggleEmoji = (show: boolean) => {
    emojiGrid.hidden = !show;
    emojiButton.setAttribute('aria-expanded', String(show));
  };
  const setOpen = (open: boolean) => {
    if (win.hidden === !open) return;
    win.hidden = !open;
    bubble.setAttribute('aria-expanded', String(open));
    bubble.setAttribute('aria-label', open ? texts.close : texts.open);
    if (open) {
      textarea.focus();
      log.scrollTop = log.scrollHeight;
    } else {
      toggleEmoji(false);
      bubble.focus();
    }
    handlers.onOpenChange(open);
  };
  const submit = () => {
    const text = textarea.value.trim();
    if (!text) return;
    textarea.value = '';
    handlers.onSend(text);
  };

  bubble.addEventListener('click', () => setOpen(win.hidden));
  close.addEventListener('click', () => setOpen(false));
  emojiButton.addEventListener('click', () => toggleEmoji(emojiGrid.hidden));
  attach.addEventListener('click', () => file.click());
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (chosen) handlers.onAttach(chosen);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  textarea.addEventListener('input', () => handlers.onInput?.(textarea.value));
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  });
  win.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (!emojiGrid.hidden) toggleEmoji(false);
    else setOpen(false);
  });

  return {
    configure(look) {
      title.textContent = look.title;
      host.style.setProperty('--wc-color', /^#[0-9a-f]{6}$/i.test(look.color) ? look.color : '#2563eb');
      if (look.greeting && log.childElementCount === 0) {
        log.append(
          renderMessage(texts, {
            fromVisitor: false,
            body: look.greeting,
            agentName: null,
            mediaUrl: null,
            mediaType: 'conversation',
          }),
        );
      }
    },
    isOpen: () => !win.hidden,
    setOpen,
    addMessage(message) {
      const rendered = renderMessage(texts, message);
      log.append(rendered);
      log.scrollTop = log.scrollHeight;
      return rendered;
    },
    markFailed(target) {
      target.classList.add('failed');
      status.textContent = texts.sendFailed;
    },
    setTyping(agentName) {
      status.textContent = agentName ? texts.typing.replace('{name}', agentName) : '';
    },
    setStatus(text) {
      status.textContent = text;
    },
  };
}

function renderMessage(texts: WidgetTexts, message: ViewMessage): HTMLElement {
  const box = element('div', { className: `msg ${message.fromVisitor ? 'visitor' : 'agent'}` });
  const who = message.fromVisitor ? texts.you : message.agentName;
  if (who) box.append(element('span', { className: 'who', textContent: who }));
  if (message.mediaUrl && message.mediaType === 'image') {
    box.append(element('img', { src: message.mediaUrl, alt: message.body || '' }));
  } else if (message.mediaUrl) {
    box.append(
      element('a', {
        href: message.mediaUrl,
        target: '_blank',
        rel: 'noopener',
        textContent: message.body || message.mediaUrl,
      }),
    );
    return box;
  }
  // An image's body is its file name or caption: already its alternative text.
  else if (message.body) box.append(...formattedText(message.body));
  return box;
}

function insertAtCaret(textarea: HTMLTextAreaElement, text: string) {
  const start = textarea.selectionStart ?? textarea.value.length;
  const end = textarea.selectionEnd ?? start;
  textarea.value = textarea.value.slice(0, start) + text + textarea.value.slice(end);
  textarea.selectionStart = textarea.selectionEnd = start + text.length;
}
