import type { CompanySettings } from '@chatdesk/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useUpdateCompanySetting } from '../api/update-company-setting';
import {
  choiceValues,
  isBooleanColumn,
  isChoiceColumn,
  type RuleOption,
  ruleOfOption,
  type SelectColumn,
} from '../lib/company-options';

interface OptionSelectProps {
  companyId: number;
  /** The settings as shown: saved values, plus options held until their message is written. */
  settings: CompanySettings;
  column: SelectColumn;
  held: boolean;
  /** Holds (value) or releases (undefined) an option that cannot be saved before its message. */
  onHold: (option: RuleOption, value: 'enabled' | 'disabled' | undefined) => void;
}

/** One option as a select, saved as soon as it changes (spec 2 §4 values, §8 toast). */
export function OptionSelect({ companyId, settings, column, held, onHold }: OptionSelectProps) {
  const { t } = useTranslation();
  const update = useUpdateCompanySetting(companyId);
  // While saving, show the value being saved rather than jumping back.
  const shown = update.isPending && update.variables ? update.variables.data : settings[column];

  const choices = isChoiceColumn(column)
    ? choiceValues[column].map((value) => ({
        value,
        label:
          column === 'scheduleType'
            ? t(`admin.settings.scheduleTypes.${value as (typeof choiceValues)['scheduleType'][number]}`)
            : t(`admin.settings.chatBotTypes.${value as (typeof choiceValues)['chatBotType'][number]}`),
      }))
    : [
        { value: isBooleanColumn(column) ? 'true' : 'enabled', label: t('admin.settings.values.enabled') },
        { value: isBooleanColumn(column) ? 'false' : 'disabled', label: t('admin.settings.values.disabled') },
      ];

  const change = (value: string) => {
    if (isBooleanColumn(column)) return update.mutate({ column, data: value === 'true' });
    const rule = ruleOfOption(column);
    if (rule) {
      // Spec 2 §5: the API refuses this state without its message; wait for the text.
      const needsMessage = value === rule.when && settings[rule.message].trim() === '';
      onHold(rule.option, needsMessage ? rule.when : undefined);
      if (needsMessage) return;
    }
    update.mutate({ column, data: value });
  };

  const helperText = update.isPending
    ? t('admin.settings.updating')
    : held
      ? t('admin.settings.waitingMessage')
      : undefined;
  return (
    <TextField
      select
      name={column}
      label={t(`admin.settings.options.${column}`)}
      value={String(shown)}
      onChange={(event) => change(event.target.value)}
      disabled={update.isPending}
      helperText={helperText}
      color={held ? 'warning' : undefined}
      focused={held || undefined}
      fullWidth
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
