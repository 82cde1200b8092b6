import type { MessageAnswer } from '@chatdesk/contracts';
import { useCallback, useState } from 'react';

/** What the composer is doing with an existing message: replying to it (quote) or editing it. */
export type ComposerTarget =
  | { mode: 'reply'; message: MessageAnswer }
  | { mode: 'edit'; message: MessageAnswer }
  | null;

const signStorageKey = 'signOption';

/**
 * State shared by the pane's parts: the composer's target and options, the files waiting in the
 * preview (dropped on the list, pasted or attached), and the messages chosen for forwarding.
 */
export function useComposerState() {
  const [target, setTarget] = useState<ComposerTarget>(null);
  const [files, setFilesOnly] = useState<File[]>([]);
  // The caption the preview starts with: a quick reply's text when its attachment is queued.
  const [caption, setCaption] = useState('');
  const setFiles = useCallback((next: File[]) => {
    setFilesOnly(next);
    setCaption('');
  }, []);
  const attachWithCaption = useCallback((next: File[], text: string) => {
    setFilesOnly(next);
    setCaption(text);
  }, []);
  const [isPrivate, setPrivate] = useState(false);
  const [sign, setSignState] = useState(() => window.localStorage.getItem(signStorageKey) !== 'false');
  const setSign = useCallback((value: boolean) => {
    window.localStorage.setItem(signStorageKey, String(value));
    setSignState(value);
  }, []);
  return { target, setTarget, files, setFiles, caption, attachWithCaption, isPrivate, setPrivate, sign, setSign };
}
export type ComposerState = ReturnType<typeof useComposerState>;
