import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useQuickMessageEvents } from '../features/quick-messages';
import { useBranding } from '../lib/branding';
import { useColorMode } from '../lib/color-mode';
import { SocketProvider } from '../lib/socket-provider';
import { Toaster } from '../lib/toast';
import { createQueryClient } from './query-client';
import { useSessionLifecycle } from './session-lifecycle';
import { useSessionReplacedListener } from './session-replaced-listener';
import { buildTheme } from './theme';
import { useDocumentBranding } from './white-label';

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const branding = useBranding();
  const { light, dark } = branding.primaryColors;
  const theme = useMemo(() => buildTheme(mode, { light, dark }), [mode, light, dark]);
  useDocumentBranding(branding, theme.palette.primary.main);
  useSessionReplacedListener();
  // The page and the composer's '/' list both follow other users' changes to quick replies.
  useQuickMessageEvents();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Toaster />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useSessionLifecycle(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SocketProvider>
        <ThemedApp>{children}</ThemedApp>
      </SocketProvider>
    </QueryClientProvider>
  );
}
