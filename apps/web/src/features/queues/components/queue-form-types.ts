import type { useFormState } from '../lib/form-state';
import type { QueueFormValues } from '../lib/queue-form';

export type QueueForm = ReturnType<typeof useFormState<QueueFormValues>>;
