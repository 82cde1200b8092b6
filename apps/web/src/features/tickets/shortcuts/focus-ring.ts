/**
 * A ring drawn inside the element when it has keyboard focus (MUI's focus-visible class), for the
 * list's tabs and rows: the selected row's and tab's own colours alone do not show where the
 * keyboard is.
 */
export const focusRingSx = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;
