/**
 * The workspace's keyboard shortcuts. The Alt combinations work everywhere, the composer included
 * (Alt with arrows or a letter types nothing there); the single keys only when no field has the
 * focus, since there they are text.
 */
export type ShortcutId = 'next' | 'previous' | 'composer' | 'search' | 'help';

/** Each shortcut with the keys the help dialog shows, in the dialog's order. */
export const shortcutList: readonly { id: ShortcutId; keys: readonly string[] }[] = [
  { id: 'next', keys: ['Alt', '↓'] },
  { id: 'previous', keys: ['Alt', '↑'] },
  { id: 'composer', keys: ['Alt', 'R'] },
  { id: 'search', keys: ['/'] },
  { id: 'help', keys: ['?'] },
];

/** The composer's text field carries this attribute, so the shortcut can find it. */
export const composerInputSelector = '[data-composer-input]';

type KeyInput = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>;

/** Whether keys typed now are text: an input, a text area, a select or an editable element has the focus. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const editable = target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
  return editable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether the key was pressed inside a dialog, menu or popover (MUI's modal layer): its keys are its own. */
const inModal = (target: EventTarget | null) => target instanceof Element && target.closest('.MuiModal-root') !== null;

/** The shortcut a key press means, if any. Alt+letters are read by key position (macOS's Alt types a symbol). */
export function shortcutOf(event: KeyInput): ShortcutId | null {
  if (event.ctrlKey || event.metaKey || inModal(event.target)) return null;
  if (event.altKey) {
    if (event.shiftKey) return null;
    if (event.key === 'ArrowDown') return 'next';
    if (event.key === 'ArrowUp') return 'previous';
    return event.code === 'KeyR' ? 'composer' : null;
  }
  if (isTypingTarget(event.target)) return null;
  if (event.key === '/') return 'search';
  return event.key === '?' ? 'help' : null;
}
