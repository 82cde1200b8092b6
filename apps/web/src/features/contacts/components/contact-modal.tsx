import {
  type ContactChannel,
  type ContactDetailAnswer,
  contactCreateBody,
  contactNumberIssue,
  contactUpdateBody,
  contactValidationMessages,
  normalizeContactNumber,
} from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { useFormState } from '../../../lib/form-state';
import { toast } from '../../../lib/toast';
import { useContact } from '../api/get-contact';
import { useSaveContact } from '../api/save-contact';
import { type ContactFormValues, createInputOf, newContactValues, updateInputOf, valuesOf } from '../lib/contact-form';
import { ContactExtraInfoFields } from './contact-extra-info-fields';

export interface ContactModalProps {
  open: boolean;
  /** The contact to edit; null adds a new one. */
  contactId: number | null;
  /** A new contact's starting values (the ticket side passes a typed number, say). */
  initialValues?: Partial<ContactFormValues>;
  onClose: () => void;
  /** Called with the saved contact before the modal closes. */
  onSaved?: (contact: ContactDetailAnswer) => void;
}

/**
 * Spec 1 §5 contact form (workspace modal): name 2-250, number 8-50, a valid e-mail, the
 * disableBot switch and the extra info list. Validated with the API's own request schemas.
 */
export function ContactModal({ open, contactId, initialValues, onClose, onSaved }: ContactModalProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="contact-modal-title">
      {open ? (
        <ContactModalContent contactId={contactId} initialValues={initialValues} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}

function ContactModalContent({ contactId, initialValues, onClose, onSaved }: Omit<ContactModalProps, 'open'>) {
  const { t } = useTranslation();
  const contact = useContact(contactId);
  useEffect(() => {
    // The generic handler already said why; there is nothing to edit.
    if (contact.isError) onClose();
  }, [contact.isError, onClose]);
  if (contactId !== null && !contact.data) {
    return <DialogLoading titleId="contact-modal-title" title={t('contacts.modal.editTitle')} />;
  }
  const initial = contact.data ? valuesOf(contact.data) : { ...newContactValues, ...initialValues };
  return (
    <ContactForm
      key={contactId ?? 'new'}
      contactId={contactId}
      channel={contact.data?.channel ?? 'whatsapp'}
      initial={initial}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/**
 * The 8-50 rule applies to the stored form (digits on phone channels), which the schema checks
 * only once every other field passes; checked here too so all errors show at once. A number left
 * as it came (masked under LGPD) is the stored one and is not checked.
 */
function numberErrors(number: string, initialNumber: string, channel: ContactChannel) {
  if (number.trim() === '' || (initialNumber !== '' && number === initialNumber)) return {};
  const issue = contactNumberIssue(normalizeContactNumber(channel, number));
  if (issue === contactValidationMessages.tooShort) return { number: 'tooShort' as const };
  if (issue === contactValidationMessages.tooLong) return { number: 'tooLong' as const };
  return {};
}

interface ContactFormProps {
  contactId: number | null;
  channel: ContactChannel;
  initial: ContactFormValues;
  onClose: () => void;
  onSaved?: (contact: ContactDetailAnswer) => void;
}

function ContactForm({ contactId, channel, initial, onClose, onSaved }: ContactFormProps) {
  const { t } = useTranslation();
  const form = useFormState(initial);
  const save = useSaveContact();
  const errorText = (field: keyof ContactFormValues) => {
    const code = form.errors[field];
    return code ? t(`validation.${code}`) : undefined;
  };
  const text = bindTextFields(form, errorText);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const extra = numberErrors(form.values.number, initial.number, channel);
    const result =
      contactId === null
        ? form.validate(contactCreateBody, createInputOf(form.values), extra)
        : form.validate(contactUpdateBody, updateInputOf(form.values), extra);
    if (!result.ok) return;
    try {
      const saved =
        contactId === null
          ? await save.mutateAsync({ id: null, body: createInputOf(form.values) })
          : await save.mutateAsync({ id: contactId, body: updateInputOf(form.values) });
      toast.success(t('contacts.toasts.saved'));
      onSaved?.(saved);
      onClose();
    } catch {
      // The mutation cache has already shown the translated error.
    }
  };

  return (
    <FormDialogFrame
      titleId="contact-modal-title"
      title={t(contactId === null ? 'contacts.modal.addTitle' : 'contacts.modal.editTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('contacts.modal.cancel')}
      submitLabel={t(contactId === null ? 'contacts.modal.add' : 'contacts.modal.save')}
      pending={save.isPending}
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="subtitle1">{t('contacts.modal.data')}</Typography>
          <FormTextField {...text('name')} label={t('contacts.modal.name')} required autoFocus fullWidth />
          <FormTextField
            {...text('number')}
            label={t('contacts.modal.number')}
            placeholder="5511987654321"
            required
            fullWidth
          />
          <FormTextField {...text('email')} label={t('contacts.modal.email')} type="email" fullWidth />
          <FormControlLabel
            control={
              <Switch
                checked={form.values.disableBot}
                onChange={(event) => form.setField('disableBot', event.target.checked)}
              />
            }
            label={t('contacts.modal.disableBot')}
          />
          <ContactExtraInfoFields
            items={form.values.extraInfo}
            onChange={(items) => form.setField('extraInfo', items)}
            error={errorText('extraInfo')}
          />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
