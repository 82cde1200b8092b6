import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, maskDateInput, parseDateInput } from '../lib/dates';

type CalendarDateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  /** 'YYYY-MM-DD', '' when empty, or the unfinished text while it is not a day yet. */
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A calendar day typed in the app's language (dd/mm/aaaa in pt-BR, dd.mm.yyyy in tr), handed to
 * the form as 'YYYY-MM-DD': a native date input would follow the browser's locale (mm/dd/yyyy).
 * While the text is not a whole day yet the form gets the text itself, which its schema refuses.
 */
export function CalendarDateField({ value, onValueChange, ...props }: CalendarDateFieldProps) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState<{ language: string; text: string } | null>(null);
  // What the user typed, while it is still the form's value and the language has not changed.
  const text =
    typed && typed.language === i18n.language && (parseDateInput(typed.text) ?? typed.text) === value
      ? typed.text
      : formatDate(value) || value;

  const change = (input: string) => {
    const masked = maskDateInput(input);
    setTyped({ language: i18n.language, text: masked });
    onValueChange(parseDateInput(masked) ?? masked);
  };

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={t('dates.placeholder')}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' },
        inputLabel: { shrink: true },
      }}
    />
  );
}
