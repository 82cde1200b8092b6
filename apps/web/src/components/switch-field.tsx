import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

interface SwitchFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting of a form: a switch with its label. */
export function SwitchField({ name, label, checked, onChange }: SwitchFieldProps) {
  return (
    <FormControlLabel
      label={label}
      control={<Switch name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}
