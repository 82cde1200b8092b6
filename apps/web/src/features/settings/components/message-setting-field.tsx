import type { CompanySettings } from '@chatdesk/contracts';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCompanySetting } from '../api/update-company-setting';
import { isMessageRequired, type RuleOption, settingTextMaxLength, type TextColumn } from '../lib/company-options';

interface MessageSettingFieldProps {
  companyId: number;
  /** The settings as shown (saved values plus held options). */
  settings: CompanySettings;
  column: TextColumn;
  /** The option waiting for this text, if any: both are saved together. */
  heldOption: { option: RuleOption; value: 'enabled' | 'disabled' } | undefined;
  onReleased: (option: RuleOption) => void;
}

/**
 * A message text, saved when the field is left if it changed. Spec 2 §5: some become required
 * by their option; an empty required text is flagged and never sent.
 */
export function MessageSettingField({ companyId, settings, column, heldOption, onReleased }: MessageSettingFieldProps) {
  const { t } = useTranslation();
  const update = useUpdateCompanySetting(companyId);
  const [text, setText] = useState(settings[column]);
  const missing = isMessageRequired(column, settings) && text.trim() === '';

  const save = () => {
    if (missing) return;
    if (heldOption) {
      update.mutate(
        { column: heldOption.option, data: heldOption.value, message: text },
        { onSuccess: () => onReleased(heldOption.option) },
      );
    } else if (text !== settings[column]) {
      update.mutate({ column, data: text });
    }
  };

  return (
    <TextField
      name={column}
      // The transfer message names the variable of the destination queue (spec 1 §4 message variables).
      label={t(`admin.settings.options.${column}`, { variable: '{{queue}}' })}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      required={isMessageRequired(column, settings)}
      error={missing}
      helperText={missing ? t('admin.settings.required') : update.isPending ? t('admin.settings.updating') : undefined}
      multiline={column !== 'lgpdLink'}
      minRows={column === 'lgpdLink' ? undefined : 2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: settingTextMaxLength } }}
    />
  );
}
