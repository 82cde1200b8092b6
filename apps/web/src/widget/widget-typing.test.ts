import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTexts } from './widget-texts';
import { createTypingSignal } from './widget-typing';
import { createWidgetView } from './widget-view';

describe('visitor typing signal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts at most every 2 s while keys come, stops after 3 s idle', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing));
    signal.input(true);
    vi.advanceTimersByTime(500);
    signal.input(true);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(1600);
    signal.input(true);
    expect(sent).toEqual([true, true]);
    vi.advanceTimersByTime(2900);
    expect(sent).toEqual([true, true]);
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([true, true, false]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([true, true, false]);
  });

  it('stops when the box is emptied or the message is sent, and never stops without a start', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing));
    signal.stop();
    signal.input(false);
    expect(sent).toEqual([]);
    signal.input(true);
    signal.input(false);
    signal.input(true);
    signal.stop();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([true, false, true, false]);
  });

  it("the view reports each keystroke's text (input events of the text box)", () => {
    const host = document.createElement('div');
    document.body.append(host);
    const typed: string[] = [];
    createWidgetView(host, widgetTexts('pt-BR'), {
      onSend: () => undefined,
      onAttach: () => undefined,
      onOpenChange: () => undefined,
      onInput: (text) => typed.push(text),
    });
    const textarea = host.shadowRoot?.querySelector('textarea') as HTMLTextAreaElement;
    textarea.value = 'ol';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    textarea.value = '';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    expect(typed).toEqual(['ol', '']);
  });
});
