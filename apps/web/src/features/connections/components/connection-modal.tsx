import {
  type ConnectionAnswer,
  type ConnectionChannel,
  connectionCreateBody,
  connectionUpdateBody,
} from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { usePlanAllows } from '../../../lib/permissions';
import { toast } from '../../../lib/toast';
import { useConnectionModalOptions } from '../api/get-company-options';
import { useConnection } from '../api/get-connection';
import { connectionsKeys } from '../api/get-connections';
import { useCreateConnection, useUpdateConnection } from '../api/save-connection';
import { sessionCalls } from '../api/session-actions';
import { connectionCreateInputOf, connectionInputOf, newConnectionValues, valuesOf } from '../lib/connection-form';
import { connectionRuleErrors } from '../lib/connection-rules';
import { useForeignCompany } from '../lib/connection-scope';
import { useConnectionSlots } from '../lib/connection-slots';
import { type ConnectionTab, connectionTabs, tabOfErrors } from '../lib/connection-tabs';
import { isMetaChannel } from '../lib/meta-credentials';
import { serverFieldErrors, useConnectionForm } from '../lib/use-connection-form';
import { DefaultFlowTab } from './default-flow-tab';
import { GeneralTab } from './general-tab';
import { MetaAccountTab } from './meta-account-tab';
import { AssessmentsTab, ChatbotTab, IntegrationsTab, MessagesTab } from './settings-tabs';

const selfSavingTabs: ReadonlySet<ConnectionTab> = new Set(['webchat', 'meta']);

export interface ConnectionModalProps {
  open: boolean;
  /** The connection to edit; null adds one of `channel`. */
  connectionId: number | null;
  channel: ConnectionChannel;
  onClose: () => void;
}

/**
 * Spec 2 §2 connection modal: tabs general, integrations, messages, chatbot, assessments (NPS),
 * default flow, schedules (only when scheduleType is 'connection') and, for web chat
 * connections, the widget's settings; for saved Meta connections, their Meta credentials.
 */
export function ConnectionModal({ open, connectionId, channel, onClose }: ConnectionModalProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="connection-modal-title">
      {open ? <ConnectionModalContent connectionId={connectionId} channel={channel} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ConnectionModalContent({ connectionId, channel, onClose }: Omit<ConnectionModalProps, 'open'>) {
  const { t } = useTranslation();
  const connection = useConnection(connectionId, useForeignCompany());
  useEffect(() => {
    if (connection.isError) onClose();
  }, [connection.isError, onClose]);
  if (connectionId !== null && !connection.data) {
    return <DialogLoading titleId="connection-modal-title" title={t('connections.modal.editTitle')} />;
  }
  const data = connection.data ?? null;
  return (
    <ConnectionModalForm
      key={connectionId ?? 'new'}
      connection={data}
      channel={data?.channel ?? channel}
      onClose={onClose}
    />
  );
}

interface FormProps {
  connection: ConnectionAnswer | null;
  channel: ConnectionChannel;
  onClose: () => void;
}

function ConnectionModalForm({ connection, channel, onClose }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const slots = useConnectionSlots();
  // The super user on another company's connection: that company's options, the admin routes.
  const foreign = useForeignCompany() && connection !== null;
  const options = useConnectionModalOptions(foreign && connection ? connection.id : null);
  const schedulesEnabled = options.schedulesEnabled && slots.ScheduleEditor !== undefined;
  const { userRating, queues } = options;
  const form = useConnectionForm(connection ? valuesOf(connection) : newConnectionValues());
  const [tab, setTab] = useState<ConnectionTab>('general');
  const createConnection = useCreateConnection();
  const updateConnection = useUpdateConnection();
  const saving = createConnection.isPending || updateConnection.isPending;
  const { ScheduleEditor, WebchatSettings, FlowSelect } = slots;
  const features = { integrations: usePlanAllows('useIntegrations'), prompts: usePlanAllows('useOpenAi') };
  const shown = connectionTabs.filter(
    (name) =>
      (name !== 'schedules' || schedulesEnabled) &&
      // The widget's settings and the Meta credentials are the company's own routes.
      (name !== 'webchat' ||
        (channel === 'webchat' && connection !== null && !foreign && WebchatSettings !== undefined)) &&
      // Meta credentials belong to a saved connection (PUT /meta/{id}/account).
      (name !== 'meta' || (isMetaChannel(channel) && connection !== null && !foreign)) &&
      // The flows offered are the signed-in company's own (GET /flowbuilder).
      (name !== 'flowbuilder' || (FlowSelect !== undefined && !foreign)) &&
      // Likewise the integrations and prompts (GET /queueIntegration, GET /prompt), as the plan offers them.
      (name !== 'integrations' || ((features.integrations || features.prompts) && !foreign)),
  );

  /**
   * Spec 2 §4: turning the import on (or moving its window) on a CONNECTED session restarts it:
   * warn, show qrcode at once, and drop the session before saving; a new QR scan follows.
   */
  const restartForImport = async (current: ConnectionAnswer) => {
    const { values } = form;
    const changed = !current.enableImportMessage || valuesOf(current).importOldMessages !== values.importOldMessages;
    if (current.status !== 'CONNECTED' || !values.enableImportMessage || !changed) return;
    toast.warning(t('connections.toasts.importWarning'));
    queryClient.setQueryData<ConnectionAnswer[]>(connectionsKeys.list, (rows) =>
      rows?.map((row) => (row.id === current.id ? { ...row, status: 'qrcode' } : row)),
    );
    await sessionCalls.remove(current.id);
  };

  const save = async (): Promise<boolean> => {
    const rules = connectionRuleErrors(form.values, {
      userRating,
      storedVacationStart: connection?.collectiveVacationStart ?? null,
      now: new Date(),
    });
    if (connection) {
      const { data, failing } = form.validate(
        connectionUpdateBody,
        connectionInputOf(form.values, schedulesEnabled, connection),
        rules,
      );
      if (data) {
        if (!foreign) await restartForImport(connection);
        await updateConnection.mutateAsync({ id: connection.id, body: data, foreign });
        return true;
      }
      setTab(tabOfErrors(failing));
      return false;
    }
    const input = connectionCreateInputOf(form.values, channel, schedulesEnabled);
    const { data, failing } = form.validate(connectionCreateBody, input, rules);
    if (data) await createConnection.mutateAsync(data);
    else setTab(tabOfErrors(failing));
    return data !== null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      if (!(await save())) return;
      toast.success(t('connections.toasts.saved'));
      onClose();
    } catch (error) {
      // The generic handler has shown the text; point at the fields the API refused as well.
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        setTab(tabOfErrors(Object.keys(fields)));
      }
    }
  };

  const current = shown.includes(tab) ? tab : 'general';
  // The widget's and the Meta credentials' tabs save through their own button (their own endpoints).
  const ownSave = selfSavingTabs.has(current);
  const title = connection
    ? t('connections.modal.editTitle')
    : t('connections.modal.addTitle', { channel: t(`connections.channels.${channel}`) });
  return (
    <FormDialogFrame
      titleId="connection-modal-title"
      title={title}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t(ownSave ? 'connections.modalClose' : 'connections.modal.cancel')}
      submitLabel={ownSave ? null : t(connection ? 'connections.modal.save' : 'connections.modal.add')}
      pending={saving}
    >
      <Tabs value={current} onChange={(_, next: ConnectionTab) => setTab(next)} variant="scrollable" sx={{ px: 3 }}>
        {shown.map((name) => (
          <Tab key={name} value={name} label={t(`connections.modal.tabs.${name}`)} />
        ))}
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 360 }}>
        {tab === 'general' ? (
          <GeneralTab form={form} connection={connection} channel={channel} queues={queues} foreign={foreign} />
        ) : null}
        {tab === 'integrations' ? <IntegrationsTab form={form} features={features} /> : null}
        {tab === 'messages' ? (
          <MessagesTab
            form={form}
            connectionId={connection?.id ?? null}
            foreign={foreign}
            greetingMedia={connection?.greetingMediaAttachment ?? null}
          />
        ) : null}
        {tab === 'chatbot' ? <ChatbotTab form={form} queues={queues} /> : null}
        {tab === 'assessments' ? <AssessmentsTab form={form} /> : null}
        {tab === 'flowbuilder' && FlowSelect ? <DefaultFlowTab form={form} FlowSelect={FlowSelect} /> : null}
        {tab === 'schedules' && ScheduleEditor ? (
          <ScheduleEditor
            value={form.values.schedules}
            onChange={(entries) => form.setField('schedules', entries)}
            disabled={saving}
          />
        ) : null}
        {tab === 'webchat' && WebchatSettings && connection ? <WebchatSettings connectionId={connection.id} /> : null}
        {tab === 'meta' && connection && isMetaChannel(channel) ? (
          <MetaAccountTab connectionId={connection.id} channel={channel} />
        ) : null}
      </DialogContent>
    </FormDialogFrame>
  );
}
