import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The buttons under a super-user form: clear, delete (when editing) and save. */
export function FormActions({
  pending,
  onClear,
  onDelete,
}: {
  pending: boolean;
  onClear: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onClear} disabled={pending}>
        {t('platform.common.clear')}
      </Button>
      {onDelete ? (
        <Button color="error" onClick={onDelete} disabled={pending}>
          {t('platform.common.delete')}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" loading={pending}>
        {t('platform.common.save')}
      </Button>
    </Stack>
  );
}
