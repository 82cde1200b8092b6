import type { secretFieldPt } from './pt';

export const secretFieldEs: typeof secretFieldPt = {
  stored: 'Guardado',
  show: 'Mostrar',
  hide: 'Ocultar',
  replace: 'Reemplazar',
  remove: 'Quitar',
  undo: 'Deshacer',
  removed: 'Se quitará al guardar.',
  replacing: 'El nuevo valor reemplaza al guardado al guardar.',
};
