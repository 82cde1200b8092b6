import { useTranslation } from 'react-i18next';
import type { FieldErrors, ValidationCode } from '../../../lib/form-validation';
import type { QueueFormValues } from './queue-form';

/** The queue form's texts cover these codes; anything else (format rules) reads as an invalid value. */
const queueErrorKey = (code: ValidationCode) =>
  code === 'required' || code === 'tooShort' || code === 'tooLong' ? code : 'invalid';

/** The translated error of a queue form field, or undefined while it has none. */
export function useQueueErrorText(errors: FieldErrors<QueueFormValues>) {
  const { t } = useTranslation();
  return (field: keyof QueueFormValues) => {
    const code = errors[field];
    return code ? t(`admin.queues.validation.${queueErrorKey(code)}`) : undefined;
  };
}
