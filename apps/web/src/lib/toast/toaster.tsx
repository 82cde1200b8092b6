import Alert from '@mui/material/Alert';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { type ToastStore, toasts, useToasts } from './toast-store';

/** Renders the toast stack (top right, newest last). Mount once, near the root. */
export function Toaster({ store = toasts }: { store?: ToastStore }) {
  const items = useToasts(store);
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{ position: 'fixed', top: 16, right: 16, zIndex: (theme) => theme.zIndex.snackbar, maxWidth: 420 }}
    >
      {items.map((item) => (
        <Slide key={item.key} in appear direction="left">
          <Alert variant="filled" elevation={6} severity={item.severity} onClose={() => store.dismiss(item.key)}>
            {item.message}
          </Alert>
        </Slide>
      ))}
    </Stack>
  );
}
