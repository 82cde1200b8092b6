import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeWeek, type ScheduleEntry, weekIsInOrder } from '../../../lib/schedules';
import { ScheduleEditor } from './schedule-editor';

export interface ScheduleFormProps {
  initialValue: readonly ScheduleEntry[];
  saving: boolean;
  onSubmit: (entries: ScheduleEntry[]) => void;
}

/** The schedule editor with its own Save button, for pages that save a week on its own (company hours). */
export function ScheduleForm({ initialValue, saving, onSubmit }: ScheduleFormProps) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState(() => completeWeek(initialValue));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The editor flags the shift; the API would refuse it (end must come after start).
    if (weekIsInOrder(entries)) onSubmit(entries);
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ overflowX: 'auto' }}>
      <ScheduleEditor value={entries} onChange={setEntries} disabled={saving} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={saving}>
          {t('admin.common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
