import { afterEach, describe, expect, it } from 'vitest';
import { widgetTexts } from './widget-texts';
import { createWidgetView, type WidgetViewHandlers } from './widget-view';

function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  const events: string[] = [];
  const handlers: WidgetViewHandlers = {
    onSend: (text) => events.push(`send:${text}`),
    onAttach: (file) => events.push(`attach:${file.name}`),
    onOpenChange: (open) => events.push(`open:${open}`),
  };
  const view = createWidgetView(host, widgetTexts('pt-BR'), handlers);
  const root = host.shadowRoot as ShadowRoot;
  const $ = <T extends Element>(selector: string) => root.querySelector(selector) as T;
  return { host, view, root, events, $ };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('widget view', () => {
  it('is a labelled bubble that opens a dialog, focuses the text box and closes on Escape', () => {
    const { view, events, $, root } = mount();
    const bubble = $<HTMLButtonElement>('.bubble');
    expect(bubble.getAttribute('aria-label')).toBe('Abrir o chat');
    expect(bubble.getAttribute('aria-expanded')).toBe('false');
    bubble.click();
    expect(view.isOpen()).toBe(true);
    expect(bubble.getAttribute('aria-expanded')).toBe('true');
    expect($('[role="dialog"]').getAttribute('aria-labelledby')).toBe('wc-title');
    expect(root.activeElement).toBe($('textarea'));
    $('section').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(view.isOpen()).toBe(false);
    expect(root.activeElement).toBe(bubble);
    expect(events).toEqual(['open:true', 'open:false']);
  });

  it('sends on Enter, inserts emoji at the caret, and keeps Shift+Enter as a line break', () => {
    const { view, events, $, root } = mount();
    view.setOpen(true);
    const textarea = $<HTMLTextAreaElement>('textarea');
    textarea.value = 'Olá ';
    textarea.selectionStart = textarea.selectionEnd = 4;
    $<HTMLButtonElement>('button[aria-label="Inserir emoji"]').click();
    const wave = [...root.querySelectorAll<HTMLButtonElement>('.emoji button')].find((b) => b.textContent === '👋');
    wave?.click();
    expect(textarea.value).toBe('Olá 👋');
    textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true }));
    expect(events).not.toContain('send:Olá 👋');
    textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(events).toContain('send:Olá 👋');
    expect(textarea.value).toBe('');
  });

  it('shows messages as text with the agent name, the greeting first, and the typing state', () => {
    const { view, $, root } = mount();
    view.configure({ title: 'Loja', color: '#ff0000', greeting: 'Bem-vindo!' });
    view.addMessage({
      fromVisitor: false,
      body: '<b>oi</b>',
      agentName: 'Ana',
      mediaUrl: null,
      mediaType: 'conversation',
    });
    view.addMessage({
      fromVisitor: false,
      body: 'foto.png',
      agentName: 'Ana',
      mediaUrl: 'https://api.example/public/1/a.png',
      mediaType: 'image',
    });
    view.setTyping('Ana');
    const messages = [...root.querySelectorAll('.msg')];
    expect(messages.map((m) => m.textContent)).toEqual(['Bem-vindo!', 'Ana<b>oi</b>', 'Ana']);
    expect(root.querySelector('.msg b')).toBeNull();
    expect($<HTMLImageElement>('.msg img').alt).toBe('foto.png');
    expect($('.status').textContent).toBe('Ana está digitando…');
    expect($('h2').textContent).toBe('Loja');
    expect($('[role="log"]').getAttribute('aria-live')).toBe('polite');
  });

  it("shows the attendant's name above the text and WhatsApp formatting as elements, never as HTML", () => {
    const { view, root } = mount();
    const shown = view.addMessage({
      fromVisitor: false,
      body: '*Oi* _Maria_, veja https://loja.com/a_b <img src=x>',
      agentName: 'Beatriz (Vendas)',
      mediaUrl: null,
      mediaType: 'conversation',
    });
    expect(shown.querySelector('.who')?.textContent).toBe('Beatriz (Vendas)');
    expect(shown.textContent).toBe('Beatriz (Vendas)Oi Maria, veja https://loja.com/a_b <img src=x>');
    expect(shown.querySelector('strong')?.textContent).toBe('Oi');
    expect(shown.querySelector('em')?.textContent).toBe('Maria');
    const link = shown.querySelector('a');
    expect([link?.getAttribute('href'), link?.rel, link?.target]).toEqual([
      'https://loja.com/a_b',
      'noopener noreferrer',
      '_blank',
    ]);
    expect(root.querySelector('.msg img')).toBeNull();
  });

  it('picks the visitor language and falls back to Portuguese', () => {
    expect(widgetTexts('en-US').send).toBe('Send');
    expect(widgetTexts('tr').send).toBe('Gönder');
    expect(widgetTexts('de-DE').send).toBe('Enviar');
  });
});
