import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('shell.home.welcome', { name: user.name })}
        </Typography>
        {user.company ? (
          <Typography color="text.secondary">{t('shell.home.company', { company: user.company.name })}</Typography>
        ) : null}
        <Typography color="text.secondary">
          {t('shell.home.profile', { profile: t(`shell.home.profiles.${user.profile}`) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
