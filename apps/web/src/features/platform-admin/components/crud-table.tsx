import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { ReactNode, UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';
import { RowActions } from './row-actions';

/** One column of a super-user table. */
export interface CrudColumn<T> {
  key: string;
  header: string;
  align?: TableCellProps['align'];
  /** Styles of the column's body cells. */
  sx?: SxProps<Theme>;
  /** The tooltip of a body cell. */
  title?: (row: T) => string | undefined;
  cell: (row: T) => ReactNode;
}

export interface CrudTableProps<T extends { id: number }> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly CrudColumn<T>[];
  rows: readonly T[];
  selectedId: number | null;
  empty: boolean;
  nameOf: (row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Extra attributes of a row (the companies' due-date tint). */
  rowProps?: (row: T) => TableRowProps & Record<`data-${string}`, string>;
  /** Extra buttons before edit and delete. */
  rowActions?: (row: T) => ReactNode;
  /** A long list that loads more as it scrolls: it scrolls inside, under a fixed one-line header. */
  onScroll?: (event: UIEvent<HTMLElement>) => void;
}

/** The table of a super-user list: the declared columns, then edit and delete for each row. */
export function CrudTable<T extends { id: number }>({
  label,
  columns,
  rows,
  selectedId,
  empty,
  nameOf,
  onEdit,
  onDelete,
  rowProps,
  rowActions,
  onScroll,
}: CrudTableProps<T>) {
  const { t } = useTranslation();
  const scrolls = onScroll !== undefined;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={scrolls ? { maxHeight: '60vh' } : undefined}
      onScroll={onScroll}
    >
      <Table size="small" stickyHeader={scrolls} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={scrolls ? { whiteSpace: 'nowrap' } : undefined}>
                {column.header}
              </TableCell>
            ))}
            <TableCell align="right">{t('platform.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={row.id === selectedId} {...rowProps?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={column.sx} title={column.title?.(row)}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell align="right">
                <RowActions label={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)}>
                  {rowActions?.(row)}
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
          {empty ? <TableMessageRow colSpan={columns.length + 1}>{t('platform.common.empty')}</TableMessageRow> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
