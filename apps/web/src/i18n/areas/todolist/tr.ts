import type { todolistPt } from './pt';

export const todolistTr: typeof todolistPt = {
  title: 'Görevler',
  newTask: 'Yeni görev',
  add: 'Ekle',
  save: 'Kaydet',
  cancel: 'İptal',
  empty: 'Görev yok',
  edit: 'Görevi düzenle',
  delete: 'Görevi sil',
  created: 'Oluşturulma: {{date}}',
  updated: 'Güncellenme: {{date}}',
};
