import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export type UnavailableField = 'integrationId' | 'promptId';

/**
 * The select of a setting whose feature is not built yet (integrations, prompts): shown
 * disabled at "none" with a tooltip saying it comes later, so nothing is chosen that would do
 * nothing (the API refuses such ids as well).
 */
export function UnavailableSelect({ field }: { field: UnavailableField }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('automationAdmin.unavailable.tooltip')} placement="top-start" describeChild>
      {/* A disabled field fires no pointer events: the wrapper carries the tooltip. */}
      <span style={{ display: 'block', width: '100%' }}>
        <TextField
          select
          disabled
          fullWidth
          size="small"
          name={field}
          label={t(`automationAdmin.unavailable.fields.${field}`)}
          value=""
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('automationAdmin.unavailable.none')}</MenuItem>
        </TextField>
      </span>
    </Tooltip>
  );
}
