import type { secretFieldPt } from './pt';

export const secretFieldEn: typeof secretFieldPt = {
  stored: 'Stored',
  show: 'Show',
  hide: 'Hide',
  replace: 'Replace',
  remove: 'Remove',
  undo: 'Undo',
  removed: 'Will be removed on save.',
  replacing: 'The new value replaces the stored one on save.',
};
