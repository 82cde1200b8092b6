/** Tighter cell padding below 600 px, so a phone shows every column of the tag tables. */
export const compactCells = { '& td, & th': { px: { xs: 1, sm: 2 } } } as const;
