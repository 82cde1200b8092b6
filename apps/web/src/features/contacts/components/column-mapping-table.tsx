import { type ContactImportTarget, type ContactSheetAnswer, contactImportTargets } from '@chatdesk/contracts';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnMapping } from '../lib/column-mapping';

/** Rows shown at once: a 20,000-row sheet is paged rather than put in the DOM whole. */
const rowsPerPage = 50;

interface ColumnMappingTableProps {
  sheet: ContactSheetAnswer;
  mapping: ColumnMapping;
  /** Asks to give `column` to `target` (or to nothing); the page applies the once-only rule. */
  onMap: (column: number, target: ContactImportTarget | null) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
}

/** The sheet as read: a field chooser above each column and a checkbox before each row. */
export function ColumnMappingTable({ sheet, mapping, onMap, selected, onSelectedChange }: ColumnMappingTableProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const total = sheet.rows.length;
  const first = page * rowsPerPage;
  const visible = sheet.rows.slice(first, first + rowsPerPage);
  const toggle = (index: number) => {
    const next = new Set(selected);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    onSelectedChange(next);
  };
  const allSelected = total > 0 && selected.size === total;

  return (
    <>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={selected.size > 0 && !allSelected}
                onChange={() => onSelectedChange(allSelected ? new Set() : new Set(sheet.rows.keys()))}
                slotProps={{ input: { 'aria-label': t('contacts.import.selectAll') } }}
              />
            </TableCell>
            {sheet.headers.map((header, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's columns never move; their position is who they are.
              <TableCell key={column} sx={{ minWidth: 160 }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={t('contacts.import.column', { name: header })}
                  value={mapping[column] ?? ''}
                  onChange={(event) => onMap(column, (event.target.value || null) as ContactImportTarget | null)}
                >
                  <MenuItem value="">{t('contacts.import.ignoreColumn')}</MenuItem>
                  {contactImportTargets.map((target) => (
                    <MenuItem key={target} value={target}>
                      {t(`contacts.import.fields.${target}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((row, offset) => {
            const index = first + offset;
            return (
              <TableRow key={index} hover selected={selected.has(index)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(index)}
                    onChange={() => toggle(index)}
                    slotProps={{ input: { 'aria-label': t('contacts.import.selectRow', { row: index + 1 }) } }}
                  />
                </TableCell>
                {sheet.headers.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above, columns are positions.
                  <TableCell key={column}>{row[column]}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {total > rowsPerPage ? (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[rowsPerPage]}
          onPageChange={(_, next) => setPage(next)}
        />
      ) : null}
    </>
  );
}
