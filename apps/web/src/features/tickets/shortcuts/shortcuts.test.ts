import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

const key = (init: Partial<KeyboardEvent>, target: EventTarget | null = document.body) =>
  shortcutOf({ key: '', code: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...init, target });

describe('shortcutOf', () => {
  it('reads Alt with arrows and R (by key position) anywhere, the composer included', () => {
    const field = document.createElement('textarea');
    expect(key({ key: 'ArrowDown', altKey: true }, field)).toBe('next');
    expect(key({ key: 'ArrowUp', altKey: true })).toBe('previous');
    // macOS types '®' for Alt+R: the key's position decides.
    expect(key({ key: '®', code: 'KeyR', altKey: true }, field)).toBe('composer');
    expect(key({ key: 'ArrowDown', altKey: true, shiftKey: true })).toBeNull();
    expect(key({ key: 'ArrowDown', altKey: true, ctrlKey: true })).toBeNull();
    expect(key({ key: 'ArrowDown' })).toBeNull();
  });

  it('reads / and ? only when no field has the focus, and nothing inside a dialog', () => {
    expect(key({ key: '/' })).toBe('search');
    expect(key({ key: '?', shiftKey: true })).toBe('help');
    expect(key({ key: '?' }, document.createElement('input'))).toBeNull();
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(key({ key: '/' }, editable)).toBeNull();
    const modal = document.createElement('div');
    modal.className = 'MuiModal-root';
    const button = document.createElement('button');
    modal.append(button);
    expect(key({ key: 'ArrowDown', altKey: true }, button)).toBeNull();
    editable.remove();
  });
});
