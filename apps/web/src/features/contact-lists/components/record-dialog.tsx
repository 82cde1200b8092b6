import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { useFormState } from '../../../lib/form-state';
import type { ValidationCode } from '../../../lib/form-validation';

/** The codes whose text this area writes its own way (spec 3 §5: 'Too Short!', 'Required'…). */
const listTexts = ['required', 'tooShort', 'tooLong', 'invalidEmail'] as const;
const isListText = (code: ValidationCode): code is (typeof listTexts)[number] =>
  (listTexts as readonly string[]).includes(code);

export interface RecordField<K extends string> {
  name: K;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
}

interface RecordDialogProps<K extends string, S extends z.ZodType> {
  /** Unique per dialog on the page: the title's id. */
  id: string;
  title: string;
  fields: readonly RecordField<K>[];
  initial: Record<K, string>;
  /** The API's request schema: the form refuses what the API would, with the same texts. */
  schema: S;
  pending: boolean;
  onSave: (values: z.output<S>) => void;
  onClose: () => void;
}

/**
 * The add/edit dialog of a list or of one of its contacts (spec 3 §5): text fields checked
 * with the API's own schema, whose texts ('Too Short!', 'Required', 'Invalid email') are shown
 * in the user's language.
 */
export function RecordDialog<K extends string, S extends z.ZodType>(props: RecordDialogProps<K, S>) {
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby={`${props.id}-title`}>
      <RecordForm {...props} />
    </Dialog>
  );
}

function RecordForm<K extends string, S extends z.ZodType>({
  id,
  title,
  fields,
  initial,
  schema,
  pending,
  onSave,
  onClose,
}: RecordDialogProps<K, S>) {
  const { t } = useTranslation();
  const form = useFormState<Record<K, string>>(initial);
  const errorText = (field: K) => {
    const code: ValidationCode | undefined = form.errors[field];
    if (!code) return undefined;
    return isListText(code) ? t(`contactLists.validation.${code}`) : t(`validation.${code}`);
  };
  const text = bindTextFields(form, errorText);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(schema, form.values as z.input<S>);
    if (result.ok) onSave(result.data);
  };

  return (
    <FormDialogFrame
      titleId={`${id}-title`}
      title={title}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('contactLists.dialog.cancel')}
      submitLabel={t('contactLists.dialog.save')}
      pending={pending}
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          {fields.map((field, index) => (
            <FormTextField
              key={field.name}
              {...text(field.name as never)}
              label={field.label}
              hint={field.hint}
              required={field.required}
              type={field.type ?? 'text'}
              autoFocus={index === 0}
              fullWidth
              slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            />
          ))}
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
