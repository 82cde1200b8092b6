import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Spec 1 §2/§8: the 403 page 'Oops! Acesso Negado!' with 'Voltar' back to /tickets. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h4" component="h1">
        {t('accessDenied.title')}
      </Typography>
      <Typography color="text.secondary">{t('accessDenied.message')}</Typography>
      <Button variant="contained" onClick={() => navigate('/tickets')}>
        {t('accessDenied.back')}
      </Button>
    </Box>
  );
}
