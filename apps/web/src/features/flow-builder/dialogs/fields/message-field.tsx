import { flowLimits } from '@chatdesk/contracts';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form-text-field';

interface MessageFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  minRows: number;
}

/** The text a node sends (a message, a menu's or a question's), where the dialog's focus starts. */
export function MessageField(props: MessageFieldProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...props}
      label={t('flowNodes.fields.message')}
      multiline
      fullWidth
      autoFocus
      slotProps={{ htmlInput: { maxLength: flowLimits.textMaxLength } }}
    />
  );
}
