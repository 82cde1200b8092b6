import { flowNodeData } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '../../../components/id-select';
import { flowQueuesQuery } from './api/get-queues';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

/** Spec 3 §5: the queue the ticket moves to must be chosen ('Adicione uma fila'); its name travels with it. */
export function TicketNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'ticket'>) {
  const { t } = useTranslation();
  const queues = useQuery(flowQueuesQuery);
  const [queueId, setQueueId] = useState<number | ''>(data?.queueId ?? '');
  const validation = useNodeValidation();

  const submit = () => {
    const name = queues.data?.find((queue) => queue.id === queueId)?.name ?? data?.name ?? '';
    const missing = queueId === '' ? ({ queueId: 'queueRequired' } as const) : {};
    const parsed = validation.check(
      flowNodeData.ticket,
      { queueId: queueId === '' ? undefined : queueId, name },
      missing,
    );
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="ticket" mode={mode} onSubmit={submit} onCancel={onClose}>
      <IdSelect
        label={t('flowNodes.fields.queue')}
        value={queueId}
        options={queues.data}
        onChange={(value) => {
          setQueueId(value);
          validation.clear('queueId');
        }}
        disabled={queues.isPending}
        emptyLabel={queues.data?.length === 0 ? t('flowNodes.fields.noQueues') : undefined}
        required
        error={validation.errorOf('queueId')}
      />
    </NodeDialogFrame>
  );
}
