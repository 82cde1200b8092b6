import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useColorMode } from '../lib/color-mode';
import { SocketProvider } from '../lib/socket-provider';
import { Toaster } from '../lib/toast';
import { createQueryClient } from './query-client';
import { useSessionLifecycle } from './session-lifecycle';
import { buildTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const theme = useMemo(() => buildTheme(mode), [mode]);
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
