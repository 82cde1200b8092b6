import ForumRounded from '@mui/icons-material/ForumRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBranding } from '../lib/branding';

const logoHeight = { small: 36, large: 72 } as const;

/**
 * The white-label logo of the current colour mode (spec 2 §3), or the default mark with the app
 * name when none is configured or the image cannot be loaded.
 */
export function AppLogo({ size = 'small' }: { size?: 'small' | 'large' }) {
  const { appName, logos } = useBranding();
  const { palette } = useTheme();
  const logo = logos[palette.mode];
  const [failed, setFailed] = useState<string | null>(null);
  const large = size === 'large';

  if (logo && failed !== logo) {
    return (
      <Box sx={{ display: 'flex', justifyContent: large ? 'center' : 'flex-start' }}>
        <Box
          component="img"
          src={logo}
          alt={appName}
          onError={() => setFailed(logo)}
          sx={{ height: logoHeight[size], maxWidth: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: large ? 'center' : 'flex-start' }}>
      <ForumRounded fontSize={large ? 'large' : 'medium'} color={large ? 'primary' : 'inherit'} />
      <Typography variant={large ? 'h4' : 'h6'} component="span" sx={{ fontWeight: 700 }} noWrap>
        {appName}
      </Typography>
    </Stack>
  );
}
