import type { MessageAnswer, TicketAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../../lib/toast';
import { useConversationTicket } from '../api/get-ticket';
import { useSendMessage } from '../api/send-message';
import { useComposerState } from '../lib/composer-state';
import { conversationElementId, exportConversationPdf } from '../lib/export-pdf';
import { isOutsideWindowError, useServiceWindow } from '../lib/service-window';
import { useElementWidth } from '../lib/use-element-width';
import { useLiveConversation } from '../lib/use-live-conversation';
import type { ComposerModal } from './composer/composer-toolbar';
import { FileDropZone } from './composer/file-drop-zone';
import { canSendTo, MessageComposer } from './composer/message-composer';
import { ContactDrawer, contactPanelWidthPx } from './drawer/contact-drawer';
import { ChannelWindowBanner } from './header/channel-window-banner';
import { ConversationHeader } from './header/conversation-header';
import { TicketActionButtons } from './header/ticket-action-buttons';
import { ForwardSelectionBar } from './messages/forward-selection-bar';
import { MessageList } from './messages/message-list';
import { CameraModal } from './modals/camera-modal';
import { ContactPickerModal } from './modals/contact-picker-modal';
import { FilePreviewModal } from './modals/file-preview-modal';
import { ForwardModal } from './modals/forward-modal';
import { InteractiveModal } from './modals/interactive-modal';
import { TemplateModal } from './modals/template-modal';
import { TemplateWindowNotice } from './window/template-window-notice';

/** The narrowest conversation the contact panel may leave beside itself. */
const minConversationWidthPx = 420;
/** Below this the header keeps the contact's name and moves the action buttons into its menu. */
const compactHeaderBelowPx = 520;

/**
 * The conversation of one ticket (spec 1 §2 "Ticket page"): header, message list, composer and the
 * contact drawer. A ticket that cannot be loaded sends the user back to /tickets.
 */
export function ConversationPane({ ticketUuid }: { ticketUuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ticket = useConversationTicket(ticketUuid);

  useEffect(() => {
    if (!ticket.isError) return;
    toast.error(t('conversation.loadError'), 'conversation-load-error');
    void navigate('/tickets');
  }, [ticket.isError, navigate, t]);

  if (!ticket.data) {
    return (
      <Box sx={{ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  // Keyed by ticket: drafts, quotes and selections never leak from one conversation to the next.
  return <Conversation key={ticket.data.uuid} ticket={ticket.data} />;
}

function Conversation({ ticket }: { ticket: TicketAnswer }) {
  const { t } = useTranslation();
  const state = useComposerState();
  const send = useSendMessage(ticket.id, ticket.uuid);
  const [modal, setModal] = useState<ComposerModal | 'forward' | 'template' | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [measure, width] = useElementWidth<HTMLDivElement>();
  // With room for both, the contact panel sits beside the conversation (as Chatwoot does).
  const docked = width >= contactPanelWidthPx + minConversationWidthPx;
  const conversationWidth = docked && drawerOpen ? width - contactPanelWidthPx : width;
  const compactHeader = conversationWidth > 0 && conversationWidth < compactHeaderBelowPx;
  const [selection, setSelection] = useState<Set<number> | null>(null);
  useLiveConversation(ticket);
  const serviceWindow = useServiceWindow(ticket);
  const enabled = canSendTo(ticket);
  const closeModal = () => setModal(null);

  const sendFiles = (caption: string) =>
    send.media.mutate(
      { files: state.files, body: caption, isPrivate: state.isPrivate, signMessage: !state.isPrivate && state.sign },
      {
        onSuccess: () => state.setFiles([]),
        onError: (error) => {
          if (isOutsideWindowError(error)) serviceWindow.markClosed();
          toastError(error);
        },
      },
    );
  const toggleSelected = (message: MessageAnswer) =>
    setSelection((current) => {
      const next = new Set(current);
      if (!next.delete(message.id)) next.add(message.id);
      return next;
    });
  const exportPdf = () =>
    exportConversationPdf(conversationElementId(ticket.id), `${ticket.contact.name} - ${ticket.id}`).then(
      (result) => {
        if (result === 'not-found') toast.error(t('conversation.exportPdf.notFound'), 'export-not-found');
      },
      () => toast.error(t('conversation.exportPdf.failed'), 'export-failed'),
    );

  return (
    <Box ref={measure} sx={{ display: 'flex', height: '100%', minHeight: 0, flex: 1 }}>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, minWidth: 0, flex: 1 }}
        data-testid="conversation"
      >
        <ConversationHeader
          ticket={ticket}
          onOpenContact={() => setDrawerOpen((open) => !open)}
          actions={<TicketActionButtons ticket={ticket} compact={compactHeader} onExportPdf={() => void exportPdf()} />}
        />
        <ChannelWindowBanner ticket={ticket} closed={serviceWindow.closed} />
        <FileDropZone disabled={!enabled || (serviceWindow.closed && !state.isPrivate)} onFiles={state.setFiles}>
          <MessageList
            ticket={ticket}
            elementId={conversationElementId(ticket.id)}
            selection={selection}
            onToggleSelected={toggleSelected}
            onReply={(message) => state.setTarget({ mode: 'reply', message })}
            onEdit={(message) => state.setTarget({ mode: 'edit', message })}
            onForward={(message) => setSelection(new Set([message.id]))}
          />
        </FileDropZone>
        {selection ? (
          <ForwardSelectionBar
            count={selection.size}
            onForward={() => setModal('forward')}
            onCancel={() => setSelection(null)}
          />
        ) : (
          <>
            {serviceWindow.closed && serviceWindow.rule === 'template' && (
              <TemplateWindowNotice onSendTemplate={() => setModal('template')} />
            )}
            <MessageComposer ticket={ticket} state={state} onOpenModal={setModal} serviceWindow={serviceWindow} />
          </>
        )}
        <FilePreviewModal
          files={state.files}
          initialCaption={state.caption}
          sending={send.media.isPending}
          onChange={state.setFiles}
          onSend={sendFiles}
        />
        <ForwardModal
          open={modal === 'forward'}
          messageIds={selection ? [...selection] : []}
          onClose={closeModal}
          onForwarded={() => {
            closeModal();
            setSelection(null);
          }}
        />
        <InteractiveModal open={modal === 'interactive'} ticketId={ticket.id} onClose={closeModal} />
        <TemplateModal open={modal === 'template'} ticket={ticket} onClose={closeModal} />
        <ContactPickerModal
          open={modal === 'contact'}
          ticketId={ticket.id}
          ticketUuid={ticket.uuid}
          onClose={closeModal}
        />
        <CameraModal open={modal === 'camera'} onClose={closeModal} onCapture={(file) => state.setFiles([file])} />
      </Box>
      <ContactDrawer open={drawerOpen} docked={docked} ticket={ticket} onClose={() => setDrawerOpen(false)} />
    </Box>
  );
}
