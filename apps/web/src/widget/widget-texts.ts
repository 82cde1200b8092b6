/**
 * The widget's own texts, picked from the visitor's browser language. It runs on other companies'
 * pages without the app's i18next (that would triple its size), so it carries these few strings.
 */
export interface WidgetTexts {
  open: string;
  close: string;
  placeholder: string;
  send: string;
  attach: string;
  emoji: string;
  typing: string;
  sendFailed: string;
  fileTooLarge: string;
  unavailable: string;
  you: string;
  rateLimited: string;
  tooLong: string;
}

const texts: Record<'pt' | 'en' | 'es' | 'tr', WidgetTexts> = {
  pt: {
    open: 'Abrir o chat',
    close: 'Fechar o chat',
    placeholder: 'Escreva sua mensagem…',
    send: 'Enviar',
    attach: 'Anexar arquivo',
    emoji: 'Inserir emoji',
    typing: '{name} está digitando…',
    sendFailed: 'Não foi possível enviar. Tente novamente.',
    fileTooLarge: 'O arquivo excede 10 MB.',
    unavailable: 'Chat indisponível no momento.',
    you: 'Você',
    rateLimited: 'Muitas mensagens seguidas. Aguarde um instante e tente de novo.',
    tooLong: 'A mensagem é longa demais (máximo de 4.096 caracteres).',
  },
  en: {
    open: 'Open chat',
    close: 'Close chat',
    placeholder: 'Type your message…',
    send: 'Send',
    attach: 'Attach a file',
    emoji: 'Insert emoji',
    typing: '{name} is typing…',
    sendFailed: 'Could not send. Please try again.',
    fileTooLarge: 'The file is larger than 10 MB.',
    unavailable: 'Chat unavailable right now.',
    you: 'You',
    rateLimited: 'Too many messages in a short time. Wait a moment and try again.',
    tooLong: 'The message is too long (4,096 characters at most).',
  },
  es: {
    open: 'Abrir el chat',
    close: 'Cerrar el chat',
    placeholder: 'Escribe tu mensaje…',
    send: 'Enviar',
    attach: 'Adjuntar archivo',
    emoji: 'Insertar emoji',
    typing: '{name} está escribiendo…',
    sendFailed: 'No se pudo enviar. Inténtalo de nuevo.',
    fileTooLarge: 'El archivo supera los 10 MB.',
    unavailable: 'Chat no disponible en este momento.',
    you: 'Tú',
    rateLimited: 'Demasiados mensajes en poco tiempo. Espera un momento e inténtalo de nuevo.',
    tooLong: 'El mensaje es demasiado largo (máximo 4.096 caracteres).',
  },
  tr: {
    open: 'Sohbeti aç',
    close: 'Sohbeti kapat',
    placeholder: 'Mesajınızı yazın…',
    send: 'Gönder',
    attach: 'Dosya ekle',
    emoji: 'Emoji ekle',
    typing: '{name} yazıyor…',
    sendFailed: 'Gönderilemedi. Lütfen tekrar deneyin.',
    fileTooLarge: 'Dosya 10 MB’tan büyük.',
    unavailable: 'Sohbet şu anda kullanılamıyor.',
    you: 'Siz',
    rateLimited: 'Kısa sürede çok fazla mesaj. Biraz bekleyip tekrar deneyin.',
    tooLong: 'Mesaj çok uzun (en fazla 4.096 karakter).',
  },
};

export function widgetTexts(language: string): WidgetTexts {
  const base = language.toLowerCase().slice(0, 2);
  return base === 'en' || base === 'es' || base === 'tr' ? texts[base] : texts.pt;
}

/** What the widget says when the server refused a message (reply `error`), by code. */
export function failureText(texts: WidgetTexts, code: string): string {
  if (code === 'ERR_WEBCHAT_RATE_LIMITED') return texts.rateLimited;
  if (code === 'ERR_WEBCHAT_MESSAGE_TOO_LONG') return texts.tooLong;
  if (code === 'ERR_PAYLOAD_TOO_LARGE') return texts.fileTooLarge;
  return texts.sendFailed;
}
