import { type RefObject, useLayoutEffect, useRef } from 'react';

/** `text` with `insert` replacing the selection start..end, and where the caret goes after it. */
export function insertAtSelection(text: string, insert: string, start: number, end = start) {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

/**
 * Inserts into a controlled text field at its caret (or over its selection), then puts the caret
 * after the insertion: React's value update would otherwise throw it to the end. A field keeps its
 * selection while focus is elsewhere (an emoji picker), so several inserts follow one another.
 */
export function useCaretInsert(
  field: RefObject<HTMLTextAreaElement | HTMLInputElement | null>,
  value: string,
  setValue: (value: string) => void,
) {
  const caret = useRef<number | null>(null);
  // After every render, not only when `value` changes: an insert that leaves the text as it was
  // (none does today) must not leave a caret waiting for the next unrelated edit.
  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (insert: string) => {
    const start = field.current?.selectionStart ?? value.length;
    const next = insertAtSelection(value, insert, start, field.current?.selectionEnd ?? start);
    caret.current = next.caret;
    setValue(next.text);
  };
}
