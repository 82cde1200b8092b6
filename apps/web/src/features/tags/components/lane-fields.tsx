import type { TagAnswer } from '@chatdesk/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import type { FormState } from '../../../lib/form-state';
import type { TagFormValues } from '../lib/tag-form';

interface LaneFieldsProps {
  form: FormState<TagFormValues>;
  errorText: (field: keyof TagFormValues) => string | undefined;
  /** The other lanes: where a ticket goes next, or back to when the customer answers. */
  lanes: readonly TagAnswer[];
}

/** The kanban variant of the tag dialog: time in the lane, next and rollback lanes, greeting. */
export function LaneFields({ form, errorText, lanes }: LaneFieldsProps) {
  const { t } = useTranslation();
  const text = bindTextFields(form, errorText);
  const laneSelect = (field: 'nextLaneId' | 'rollbackLaneId') => (
    <TextField
      select
      name={field}
      label={t(`tags.dialog.fields.${field}`)}
      value={form.values[field]}
      onChange={(event) => form.setField(field, event.target.value === '' ? '' : Number(event.target.value))}
      error={Boolean(errorText(field))}
      helperText={errorText(field)}
      fullWidth
    >
      <MenuItem value="">
        <em>{t('tags.dialog.fields.none')}</em>
      </MenuItem>
      {lanes.map((lane) => (
        <MenuItem key={lane.id} value={lane.id}>
          {lane.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <FormTextField
        {...text('timeLane')}
        type="number"
        label={t('tags.dialog.fields.timeLane')}
        hint={t('tags.dialog.fields.timeLaneHelp')}
        fullWidth
        slotProps={{ htmlInput: { min: 0, max: 8760, step: 1, inputMode: 'numeric' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {laneSelect('nextLaneId')}
        {laneSelect('rollbackLaneId')}
      </Stack>
      <FormTextField
        {...text('greetingMessageLane')}
        label={t('tags.dialog.fields.greetingMessageLane')}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    </Stack>
  );
}
