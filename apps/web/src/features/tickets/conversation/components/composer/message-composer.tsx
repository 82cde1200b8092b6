import { type TicketAnswer, unsignedText } from '@chatdesk/contracts';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../../../lib/toast';
import { useEditMessage } from '../../api/message-changes';
import { type QuickMessageOption, quickMessageFile } from '../../api/quick-messages';
import { useSendMessage } from '../../api/send-message';
import { useCaretInsert } from '../../lib/caret-insert';
import type { ComposerState } from '../../lib/composer-state';
import { isOutsideWindowError, type ServiceWindow } from '../../lib/service-window';
import { useAgentTyping } from '../../lib/use-agent-typing';
import { AudioRecorder } from './audio-recorder';
import { ComposerTargetBar } from './composer-target-bar';
import { type ComposerModal, ComposerToolbar } from './composer-toolbar';
import { EmojiPicker } from './emoji-picker';
import { QuickReplyPreviews } from './quick-reply-previews';

/** Spec 1 §4: messages can be sent only while the ticket is open or a group. */
export const canSendTo = (ticket: Pick<TicketAnswer, 'status'>) =>
  ticket.status === 'open' || ticket.status === 'group';

interface MessageComposerProps {
  ticket: TicketAnswer;
  state: ComposerState;
  onOpenModal: (modal: ComposerModal) => void;
  /** Meta's 24-hour window (useServiceWindow); without it the ticket has none. */
  serviceWindow?: ServiceWindow;
}

/** Text with emojis, quick replies, quote and edit; Enter sends, Shift+Enter breaks the line. */
export function MessageComposer({ ticket, state, onOpenModal, serviceWindow }: MessageComposerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(ticket.id, ticket.uuid);
  const edit = useEditMessage(ticket.uuid);
  const { target, setTarget } = state;
  const enabled = canSendTo(ticket);
  const busy = send.text.isPending || edit.isPending;
  const insertAtCaret = useCaretInsert(field, input, setInput);
  const agentTyping = useAgentTyping(ticket);
  // Outside the window only private notes may be written: the API refuses everything else.
  const blocked = (serviceWindow?.closed ?? false) && !state.isPrivate;
  const writable = enabled && !blocked;
  const onSendError = (error: unknown) => {
    if (isOutsideWindowError(error)) serviceWindow?.markClosed();
    toastError(error);
  };

  // Editing starts from the message's text (a signed one without its signature line, which the
  // server keeps); leaving edit mode leaves an empty input.
  useEffect(() => {
    setInput(target?.mode === 'edit' ? unsignedText(target.message.body, target.message.dataJson) : '');
    if (target) field.current?.focus();
  }, [target]);

  const submit = () => {
    const body = input.trim();
    if (!body || busy || !writable) return;
    const done = () => {
      setInput('');
      setTarget(null);
    };
    if (target?.mode === 'edit') {
      edit.mutate({ id: target.message.id, body }, { onSuccess: done, onError: (error) => toastError(error) });
      return;
    }
    agentTyping.onSent();
    send.text.mutate(
      {
        body,
        quotedMsg: target?.mode === 'reply' ? target.message : null,
        isPrivate: state.isPrivate,
        signMessage: !state.isPrivate && state.sign,
      },
      { onSuccess: done, onError: onSendError },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const images = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (images.length === 0) return;
    event.preventDefault();
    state.setFiles(images);
  };

  // A reply with an attachment goes through the attachment preview, its text as the caption;
  // the server fills the message variables of both when it sends (as for any typed text).
  const pickQuickReply = (reply: QuickMessageOption) => {
    if (!reply.mediaPath) return setInput(reply.message);
    setInput('');
    quickMessageFile(reply).then(
      (file) => state.attachWithCaption([file], reply.message),
      (error: unknown) => toastError(error),
    );
  };

  const sendRecording = (file: File) =>
    send.media.mutate({ files: [file], body: '', isPrivate: state.isPrivate }, { onError: onSendError });

  const placeholder = !enabled
    ? t('conversation.composer.closedPlaceholder')
    : blocked
      ? t(
          serviceWindow?.rule === 'template'
            ? 'conversation.window.composerTemplate'
            : 'conversation.window.composerWait',
        )
      : state.isPrivate
        ? t('conversation.composer.notePlaceholder')
        : t('conversation.composer.placeholder');

  return (
    <Box
      component="footer"
      sx={{
        position: 'relative',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: state.isPrivate ? '#FFF8E1' : 'background.paper',
      }}
    >
      {writable && <QuickReplyPreviews input={input} onPick={pickQuickReply} />}
      {target && enabled && <ComposerTargetBar target={target} onCancel={() => setTarget(null)} />}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', px: 1, pt: 0.5 }}>
        <ComposerToolbar
          state={state}
          disabled={!enabled || target?.mode === 'edit'}
          freeFormDisabled={blocked}
          onOpenModal={onOpenModal}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, px: 1, pb: 1 }}>
        <EmojiPicker disabled={!writable} onPick={insertAtCaret} onClose={() => field.current?.focus()} />
        <TextField
          inputRef={field}
          fullWidth
          multiline
          maxRows={6}
          size="small"
          value={input}
          disabled={!writable}
          placeholder={placeholder}
          onChange={(event) => {
            setInput(event.target.value);
            if (!state.isPrivate) agentTyping.onInput();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          // The workspace's shortcut (Alt+R) finds the field by this attribute (features/tickets/shortcuts).
          slotProps={{ htmlInput: { 'aria-label': placeholder, 'data-composer-input': true } }}
        />
        {input.trim() || target?.mode === 'edit' ? (
          <IconButton
            aria-label={t('conversation.composer.send')}
            color="primary"
            disabled={!writable || busy}
            onClick={submit}
          >
            <SendIcon />
          </IconButton>
        ) : (
          <AudioRecorder disabled={!writable || send.media.isPending} onRecorded={sendRecording} />
        )}
      </Box>
    </Box>
  );
}
