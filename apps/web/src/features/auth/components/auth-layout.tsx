import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLogo } from '../../../components/app-logo';
import { LanguageMenu } from '../../../components/language-menu';
import { ThemeToggle } from '../../../components/theme-toggle';

interface AuthLayoutProps {
  title: string;
  /** id of the heading, for the form's aria-labelledby. */
  titleId: string;
  children: ReactNode;
  maxWidth?: number;
}

/** The frame of the public pages: language and theme at the top right, logo, title, card. */
export function AuthLayout({ title, titleId, children, maxWidth = 400 }: AuthLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ position: 'fixed', top: 8, right: 8 }}>
        <LanguageMenu />
        <ThemeToggle />
      </Stack>
      <Paper component="main" elevation={3} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5}>
          <AppLogo size="large" />
          <Typography id={titleId} variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
