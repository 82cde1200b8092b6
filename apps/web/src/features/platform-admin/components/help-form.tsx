import { type Help, helpBody } from '@chatdesk/contracts';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateHelp } from '../api/create-help';
import { useUpdateHelp } from '../api/update-help';
import { firstIssueByField } from '../lib/field-errors';
import { FormActions } from './form-actions';

type HelpField = 'title' | 'description' | 'video';
type HelpFieldError = 'platform.common.required' | 'platform.common.tooLong' | 'platform.helps.videoHint';
const limits: Record<HelpField, number> = { title: 120, description: 2000, video: 120 };

/** Create or edit a help video (spec 2 §3 Help). Remount with a new `key` to load another one. */
export function HelpForm({ help, onDone, onDelete }: { help: Help | null; onDone: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const create = useCreateHelp();
  const update = useUpdateHelp();
  const [values, setValues] = useState<Record<HelpField, string>>(() => ({
    title: help?.title ?? '',
    description: help?.description ?? '',
    video: help?.video ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<HelpField, HelpFieldError>>>({});
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = helpBody.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<HelpField, HelpFieldError>> = {};
      for (const [field, issue] of Object.entries(firstIssueByField<HelpField>(parsed.error.issues))) {
        next[field as HelpField] =
          issue?.code === 'too_big'
            ? 'platform.common.tooLong'
            : field === 'video'
              ? 'platform.helps.videoHint'
              : 'platform.common.required';
      }
      return setErrors(next);
    }
    setErrors({});
    if (help) update.mutate({ id: help.id, ...parsed.data }, { onSuccess: onDone });
    else create.mutate(parsed.data, { onSuccess: onDone });
  };

  const field = (name: HelpField, extra: { multiline?: boolean; required?: boolean; hint?: string } = {}) => (
    <TextField
      name={name}
      label={t(`platform.helps.fields.${name}`)}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : extra.hint}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { maxLength: limits[name] } }}
    />
  );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('platform.helps.adminTitle')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{field('title', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('video', { hint: t('platform.helps.videoHint') })}</Grid>
        <Grid size={12}>{field('description', { multiline: true })}</Grid>
      </Grid>
      <FormActions pending={pending} onClear={onDone} onDelete={help ? onDelete : undefined} />
    </Stack>
  );
}
