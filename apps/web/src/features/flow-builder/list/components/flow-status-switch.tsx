import type { FlowListItem } from '@chatdesk/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

interface FlowStatusSwitchProps {
  flow: FlowListItem;
  pending: boolean;
  onToggle: (flow: FlowListItem) => void;
}

/** The flow's status, Ativo or Desativado (spec 3 §4), switched in place. */
export function FlowStatusSwitch({ flow, pending, onToggle }: FlowStatusSwitchProps) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      sx={{ mr: 0 }}
      slotProps={{ typography: { variant: 'body2' } }}
      label={t(flow.active ? 'flowList.status.active' : 'flowList.status.inactive')}
      control={
        <Switch
          size="small"
          checked={flow.active}
          disabled={pending}
          onChange={() => onToggle(flow)}
          slotProps={{ input: { 'aria-label': t('flowList.actions.toggle', { name: flow.name }) } }}
        />
      }
    />
  );
}
