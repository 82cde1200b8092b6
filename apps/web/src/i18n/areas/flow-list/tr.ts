import type { flowListPt } from './pt';

export const flowListTr: typeof flowListPt = {
  title: 'Konuşma akışları',
  search: 'Ara',
  searchPlaceholder: 'Akış ara...',
  add: 'Akış ekle',
  empty: 'Henüz akış yok.',
  loadError: 'Kayıt listesi yüklenemedi',
  table: {
    name: 'Ad',
    status: 'Durum',
    actions: 'İşlemler',
  },
  status: {
    active: 'Etkin',
    inactive: 'Devre dışı',
  },
  actions: {
    menu: 'İşlemler: {{name}}',
    toggle: 'Akış etkin: {{name}}',
    rename: 'Adı düzenle',
    edit: 'Akışı düzenle',
    duplicate: 'Çoğalt',
    delete: 'Sil',
  },
  dialog: {
    addTitle: 'Akış ekle',
    editTitle: 'Akış adını düzenle',
    name: 'Ad',
    cancel: 'İptal',
    add: 'Ekle',
    save: 'Kaydet',
  },
  confirmDelete: {
    title: 'Akış silinsin mi?',
    message: '{{name}} akışı silinecek. Bu işlem geri alınamaz.',
    confirm: 'Sil',
    cancel: 'İptal',
  },
  confirmDuplicate: {
    title: 'Akış çoğaltılsın mı?',
    message: '{{name}} akışının tüm adımlarıyla bir kopyası oluşturulacak.',
    confirm: 'Çoğalt',
    cancel: 'İptal',
  },
  toasts: {
    saved: 'Akış başarıyla kaydedildi',
    deleted: 'Akış başarıyla silindi',
    duplicated: 'Akış başarıyla çoğaltıldı',
  },
  validation: {
    nameRequired: 'Bir ad girin!',
    nameTooShort: 'Çok kısa!',
    nameTooLong: 'Çok uzun!',
  },
  select: {
    noOptions: 'Akış bulunamadı',
    loading: 'Yükleniyor…',
    clear: 'Temizle',
    open: 'Aç',
    close: 'Kapat',
    unavailable: 'Kullanılamayan akış (#{{id}})',
    unavailableHint: 'Bu akış artık yok: başka birini seçin veya alanı temizleyin.',
  },
};
