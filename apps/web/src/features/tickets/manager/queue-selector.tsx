import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { QueueRef } from '../lib/session-user';

/** 'SEM FILA' in the selector's value list (queue ids are positive). */
const noQueueValue = 0;

interface QueueSelectorProps {
  queues: readonly QueueRef[];
  queueIds: number[];
  withoutQueue: boolean;
  /** Offered to users who may see queueless tickets (allTicket). */
  offerWithoutQueue: boolean;
  onChange: (queueIds: number[], withoutQueue: boolean) => void;
}

/**
 * Spec 1 §2: the queues whose tickets the lists show, all the user's queues by default. At least one
 * of the user's queues stays chosen: the API reads an empty `queueIds` as "no queue filter", so an
 * empty choice would show every queue's tickets instead of none (the last ticked queue is locked).
 */
export function QueueSelector({ queues, queueIds, withoutQueue, offerWithoutQueue, onChange }: QueueSelectorProps) {
  const { t } = useTranslation();
  const value = withoutQueue && offerWithoutQueue ? [...queueIds, noQueueValue] : queueIds;
  const isLastQueue = (id: number) => id !== noQueueValue && queueIds.length === 1 && queueIds[0] === id;
  const options = [
    ...queues.map((queue) => ({ id: queue.id, name: queue.name })),
    ...(offerWithoutQueue ? [{ id: noQueueValue, name: t('tickets.toolbar.noQueue') }] : []),
  ];
  return (
    <TextField
      select
      size="small"
      label={t('tickets.toolbar.queues')}
      sx={{ minWidth: 140 }}
      value={value}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => `${t('tickets.toolbar.queues')} (${(selected as number[]).length})`,
        },
      }}
      onChange={(event) => {
        const chosen = (event.target.value as unknown as number[]).map(Number);
        const chosenQueues = chosen.filter((id) => id !== noQueueValue);
        onChange(chosenQueues, chosen.includes(noQueueValue));
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} disabled={isLastQueue(option.id)}>
          <Checkbox size="small" checked={value.includes(option.id)} />
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
