import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.text', { path: pathname })}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
