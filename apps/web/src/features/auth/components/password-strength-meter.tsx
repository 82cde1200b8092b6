import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type PasswordStrength, passwordScore, passwordStrength } from '../utils/password-strength';

const color: Record<PasswordStrength, 'error' | 'warning' | 'success'> = {
  weak: 'error',
  medium: 'warning',
  strong: 'success',
};

/** Spec 1 §5: the strength indicator under the login password (score 0 to 5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const score = passwordScore(password);
  const strength = passwordStrength(score);
  const label = t(`auth.strength.${strength}`);
  return (
    <Stack spacing={0.5} sx={{ mt: -1.5 }}>
      <LinearProgress
        variant="determinate"
        value={(score / 5) * 100}
        color={color[strength]}
        aria-label={t('auth.strength.label')}
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={`${color[strength]}.main`} data-strength={strength}>
        {label}
      </Typography>
    </Stack>
  );
}
