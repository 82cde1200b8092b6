import type { ConnectionAnswer, ConnectionChannel } from '@chatdesk/contracts';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConnectionForm } from '../lib/use-connection-form';
import { ConnectionDateTimeField } from './date-fields';
import { ConnectionSwitch, ConnectionTextField, QueueSelect, useFieldError } from './form-fields';
import { TokenField } from './token-field';

/** Channels that behave like a phone: their chats can be groups and their driver reads the history. */
const phoneChannels: readonly ConnectionChannel[] = ['whatsapp', 'sandbox'];

interface GeneralTabProps {
  form: ConnectionForm;
  connection: ConnectionAnswer | null;
  channel: ConnectionChannel;
  queues: readonly { id: number; name: string; color: string }[];
  /** The super user on another company's connection: no token (a company route) and no import (a QR scan on their phone). */
  foreign?: boolean;
}

/**
 * Name, default flag, queues and the API token; for phone channels also the group options and
 * the message import settings (web chat, Meta and Cloud API connections have neither).
 */
export function GeneralTab({ form, connection, channel, queues, foreign = false }: GeneralTabProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const queueName = (id: number) => queues.find((queue) => queue.id === id)?.name ?? String(id);
  const phone = phoneChannels.includes(channel);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ConnectionTextField form={form} field="name" required autoFocus slotProps={{ htmlInput: { maxLength: 60 } }} />
        <ConnectionSwitch form={form} field="isDefault" />
      </Stack>
      {phone ? <GroupFields form={form} /> : null}
      <TextField
        select
        size="small"
        name="queueIds"
        label={t('connections.modal.fields.queueIds')}
        value={form.values.queueIds}
        onChange={(event) => {
          const value = event.target.value as unknown;
          form.setField('queueIds', (Array.isArray(value) ? value : []).map(Number));
        }}
        error={Boolean(errorOf('queueIds'))}
        helperText={errorOf('queueIds')}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                {(selected as number[]).map((id) => (
                  <Chip key={id} size="small" label={queueName(id)} />
                ))}
              </Stack>
            ),
          },
        }}
        fullWidth
      >
        {queues.map((queue) => (
          <MenuItem key={queue.id} value={queue.id}>
            {queue.name}
          </MenuItem>
        ))}
      </TextField>
      {connection && !foreign ? <TokenField connectionId={connection.id} token={connection.token} /> : null}
      {phone && !foreign ? (
        <>
          <Divider />
          <Typography variant="subtitle2">{t('connections.modal.fields.enableImportMessage')}</Typography>
          <ConnectionSwitch form={form} field="enableImportMessage" />
          {form.values.enableImportMessage ? <ImportFields form={form} queues={queues} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

/** Whether group chats are attended and whether a group becomes one ticket. */
function GroupFields({ form }: Pick<GeneralTabProps, 'form'>) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ConnectionSwitch form={form} field="allowGroup" />
      <TextField
        select
        size="small"
        name="groupAsTicket"
        label={t('connections.modal.fields.groupAsTicket')}
        value={form.values.groupAsTicket}
        onChange={(event) => form.setField('groupAsTicket', event.target.value as 'enabled' | 'disabled')}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="enabled">{t('admin.common.enabled')}</MenuItem>
        <MenuItem value="disabled">{t('admin.common.disabled')}</MenuItem>
      </TextField>
    </Stack>
  );
}

/** Spec 2 §5: the import window lies within the last 2 years; a queue receives the tickets. */
function ImportFields({ form, queues }: Pick<GeneralTabProps, 'form' | 'queues'>) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ConnectionDateTimeField form={form} field="importOldMessages" />
        <ConnectionDateTimeField form={form} field="importRecentMessages" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ConnectionSwitch form={form} field="importOldMessagesGroups" />
        <ConnectionSwitch form={form} field="closedTicketsPostImported" />
      </Stack>
      <QueueSelect form={form} field="queueIdImportMessages" queues={queues} />
    </Stack>
  );
}
