import { flowConditionHandles, flowRandomizerHandles } from '@chatdesk/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

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

const branchesOf = {
  condition: [
    { handle: flowConditionHandles.yes, label: 'conditionEnds.yes' },
    { handle: flowConditionHandles.no, label: 'conditionEnds.no' },
  ],
  randomizer: [
    { handle: flowRandomizerHandles.a, label: 'randomizerEnds.a' },
    { handle: flowRandomizerHandles.b, label: 'randomizerEnds.b' },
  ],
} as const;

interface EndHandleSwitchesProps {
  node: keyof typeof branchesOf;
  endHandles: readonly string[];
  onChange: (endHandles: string[]) => void;
}

/** "Ends here" for each branch of a condition (true, false) or a randomizer (a, b). */
export function EndHandleSwitches({ node, endHandles, onChange }: EndHandleSwitchesProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      {branchesOf[node].map((branch) => (
        <EndHandleSwitch
          key={branch.handle}
          handle={branch.handle}
          label={t(`flowNodes.fields.${branch.label}`)}
          endHandles={endHandles}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
}
