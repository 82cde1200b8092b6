import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TimeOfDayField } from '../../../components/time-of-day-field';
import {
  completeWeek,
  type ScheduleEntry,
  shiftTimeIsInvalid,
  type TimeField,
  timeFields,
} from '../../../lib/schedules';

export interface ScheduleEditorProps {
  value: readonly ScheduleEntry[];
  onChange: (entries: ScheduleEntry[]) => void;
  disabled?: boolean;
}

/**
 * The weekday hours (spec 2 §3 Schedule entry): one row per weekday, two shifts (A and B) of
 * start and end. An empty time leaves that shift closed; an end not after its start is flagged.
 * Always edits the full week.
 */
export function ScheduleEditor({ value, onChange, disabled }: ScheduleEditorProps) {
  const { t } = useTranslation();
  const week = completeWeek(value);
  const setTime = (index: number, field: TimeField, time: string) =>
    onChange(week.map((entry, position) => (position === index ? { ...entry, [field]: time } : entry)));

  return (
    // On a phone the week scrolls sideways instead of squeezing the times.
    <TableContainer>
      <Table size="small" aria-label={t('admin.queues.dialog.tabs.schedules')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.schedules.weekday')}</TableCell>
            {timeFields.map((field) => (
              <TableCell key={field}>{t(`admin.schedules.${field}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {week.map((entry, index) => {
            const day = t(`admin.schedules.weekdays.${entry.weekdayEn}`);
            return (
              <TableRow key={entry.weekdayEn}>
                <TableCell component="th" scope="row">
                  {day}
                </TableCell>
                {timeFields.map((field) => (
                  <TableCell key={field}>
                    <TimeOfDayField
                      size="small"
                      value={entry[field]}
                      onValueChange={(time) => setTime(index, field, time)}
                      disabled={disabled}
                      error={shiftTimeIsInvalid(entry, field)}
                      ariaLabel={`${day} - ${t(`admin.schedules.${field}`)}`}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
