import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The token a variable is written as in texts. */
export const variableToken = (name: string) => `{{${name}}}`;

interface VariablesListProps {
  variables: readonly string[];
  onInsert: (token: string) => void;
}

/** Spec 3 §2 content dialog: the flow's known variables in double braces; a click writes one at the cursor. */
export function VariablesList({ variables, onInsert }: VariablesListProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="section" aria-labelledby="flow-variables-title">
      <Typography variant="subtitle2" id="flow-variables-title">
        {t('flowNodes.fields.variables')}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {variables.length > 0 ? t('flowNodes.fields.variablesHint') : t('flowNodes.fields.noVariables')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {variables.map((name) => (
          <Chip
            key={name}
            label={variableToken(name)}
            size="small"
            variant="outlined"
            // Keep the text field's caret: the click must not take the focus away first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(variableToken(name))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
