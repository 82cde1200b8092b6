import type { secretFieldPt } from './pt';

export const secretFieldTr: typeof secretFieldPt = {
  stored: 'Kayıtlı',
  show: 'Göster',
  hide: 'Gizle',
  replace: 'Değiştir',
  remove: 'Kaldır',
  undo: 'Geri al',
  removed: 'Kaydedince kaldırılacak.',
  replacing: 'Yeni değer kaydedince kayıtlı olanın yerini alır.',
};
