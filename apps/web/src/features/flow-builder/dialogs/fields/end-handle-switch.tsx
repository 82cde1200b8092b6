import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

interface EndHandleSwitchProps {
  handle: string;
  /** The node's `endHandles`: the ways out that end the run on purpose instead of leading on. */
  endHandles: readonly string[];
  onChange: (endHandles: string[]) => void;
  label: string;
}

/** "Ends here" for one way out of a node: writes or removes its handle in `endHandles`. */
export function EndHandleSwitch({ handle, endHandles, onChange, label }: EndHandleSwitchProps) {
  const checked = endHandles.includes(handle);
  return (
    <FormControlLabel
      label={label}
      sx={{ mr: 0 }}
      control={
        <Switch
          size="small"
          checked={checked}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...endHandles.filter((h) => h !== handle), handle]
                : endHandles.filter((h) => h !== handle),
            )
          }
        />
      }
    />
  );
}
