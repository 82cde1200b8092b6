import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One row across the whole table that says something about the list: empty, or loading more. */
export function TableMessageRow({
  colSpan,
  muted = false,
  children,
}: {
  colSpan: number;
  /** Roomier and in secondary text. */
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={muted ? { py: 4, color: 'text.secondary' } : undefined}>
        {children}
      </TableCell>
    </TableRow>
  );
}
