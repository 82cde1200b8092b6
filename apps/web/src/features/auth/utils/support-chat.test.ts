import { describe, expect, it } from 'vitest';
import { supportChatHref } from './support-chat';

describe('support chat link', () => {
  it('turns a phone number into a WhatsApp chat link', () => {
    expect(supportChatHref('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('keeps an http(s) link', () => {
    expect(supportChatHref('https://chat.example.com/support')).toBe('https://chat.example.com/support');
  });

  it('is hidden when unset or not a link', () => {
    expect(supportChatHref(null)).toBeNull();
    expect(supportChatHref('  ')).toBeNull();
    expect(supportChatHref('javascript:alert(1)')).toBeNull();
    expect(supportChatHref('123')).toBeNull();
  });
});
