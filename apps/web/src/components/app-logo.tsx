import ForumRounded from '@mui/icons-material/ForumRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const appName = 'Chatdesk';

export function AppLogo({ size = 'small' }: { size?: 'small' | 'large' }) {
  const large = size === 'large';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: large ? 'center' : 'flex-start' }}>
      <ForumRounded fontSize={large ? 'large' : 'medium'} color={large ? 'primary' : 'inherit'} />
      <Typography variant={large ? 'h4' : 'h6'} component="span" sx={{ fontWeight: 700 }}>
        {appName}
      </Typography>
    </Stack>
  );
}
