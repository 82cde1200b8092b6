import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { type ToastStore, toasts, useToasts } from './toast-store';

/**
 * An open MUI dialog marks every other child of <body> `aria-hidden`, which would silence a toast
 * raised from inside the dialog. The toast stack is a live region with a layer of its own, so it
 * takes that mark off again (as the `aria-hidden` library used by Radix and Reach leaves
 * `[aria-live]` regions alone). Returns the cleanup, as a React 19 ref callback may.
 */
function keepReadable(layer: HTMLElement | null) {
  if (!layer) return;
  const observer = new MutationObserver(() => {
    if (layer.getAttribute('aria-hidden') === 'true') layer.removeAttribute('aria-hidden');
  });
  observer.observe(layer, { attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

/**
 * Renders the toast stack (top right, newest last) in its own layer under <body>, above dialogs
 * and readable while one is open. Mount once, near the root.
 */
export function Toaster({ store = toasts }: { store?: ToastStore }) {
  const items = useToasts(store);
  return (
    <Portal>
      <Stack
        ref={keepReadable}
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
    </Portal>
  );
}
