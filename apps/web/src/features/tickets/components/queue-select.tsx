import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QueueRef } from '../lib/session-user';

interface QueueSelectProps {
  label: string;
  queues: readonly QueueRef[];
  value: number | '';
  onChange: (queueId: number | '') => void;
  required?: boolean;
  error?: string;
}

/** A single-queue choice, each option with its colour mark. */
export function QueueSelect({ label, queues, value, onChange, required, error }: QueueSelectProps) {
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={label}
      required={required}
      value={value}
      error={!!error}
      helperText={error}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
    >
      {queues.map((queue) => (
        <MenuItem key={queue.id} value={queue.id}>
          <span
            aria-hidden
            style={{
              background: queue.color,
              width: 10,
              height: 10,
              borderRadius: 5,
              marginRight: 8,
              display: 'inline-block',
            }}
          />
          {queue.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
