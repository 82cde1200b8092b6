import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** An in-app link styled as text, for the public pages' "back to login" style links. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} variant="body2" underline="hover">
      {children}
    </Link>
  );
}
