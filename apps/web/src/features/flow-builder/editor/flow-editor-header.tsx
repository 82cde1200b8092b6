import ArrowBack from '@mui/icons-material/ArrowBack';
import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface FlowEditorHeaderProps {
  name: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}

/** The flow's name with the way back to /flowbuilders, the unsaved-changes hint and Salvar; wraps on phones. */
export const FlowEditorHeader = memo(function FlowEditorHeader({ name, dirty, saving, onSave }: FlowEditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <IconButton component={Link} to="/flowbuilders" aria-label={t('flowEditor.back')} title={t('flowEditor.back')}>
        <ArrowBack />
      </IconButton>
      <Typography variant="h5" component="h1" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {dirty ? (
        <Typography role="status" variant="body2" sx={{ color: 'warning.main', fontWeight: 600 }}>
          {t('flowEditor.unsavedHint')}
        </Typography>
      ) : null}
      <Button variant="contained" startIcon={<Save />} loading={saving} onClick={onSave}>
        {t('flowEditor.save')}
      </Button>
    </Stack>
  );
});
