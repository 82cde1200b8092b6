import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePublicSetting } from '../../../lib/public-settings';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import { SignupForm } from './signup-form';

/**
 * /signup (spec 1 §2): public registration of a new company, offered only while the public
 * setting allowSignup is 'enabled'. A `companyId` in the address is ignored: signing up never
 * joins an existing company.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const allowSignup = usePublicSetting('allowSignup');

  let content = <SignupForm />;
  if (allowSignup.isPending) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else if (allowSignup.value !== 'enabled') {
    content = (
      <Alert severity="info" role="status">
        {t('auth.signup.disabled')}
      </Alert>
    );
  }

  return (
    <AuthLayout title={t('auth.signup.title')} titleId="signup-title" maxWidth={480}>
      {content}
      <Stack sx={{ alignItems: 'center' }}>
        <AuthLink to="/login">{t('auth.signup.haveAccount')}</AuthLink>
      </Stack>
    </AuthLayout>
  );
}
