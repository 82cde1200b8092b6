import type { phraseCampaignsPt } from './pt';

export const phraseCampaignsTr: typeof phraseCampaignsPt = {
  title: 'Kampanyalar',
  add: 'Kampanya',
  empty: 'Henüz ifade kampanyası yok.',
  loadError: 'Kayıt listesi yüklenemedi',
  noPermission: 'Bu şirketin bu sayfaya erişim izni yok! Yönlendiriliyorsunuz.',
  table: {
    name: 'Ad',
    status: 'Durum',
    active: 'Etkin',
    inactive: 'Devre dışı',
    actions: 'İşlemler',
  },
  actions: {
    edit: 'Düzenle',
    delete: 'Sil',
  },
  dialog: {
    addTitle: 'İfadeyle akış başlatan yeni kampanya',
    editTitle: 'İfadeyle akış başlatan kampanyayı düzenle',
    name: 'Ad',
    flow: 'Akış',
    whatsapp: 'Bağlantı',
    allConnections: 'Tüm bağlantılar',
    whatsappHint: 'Bağlantı seçilmezse ifade tüm bağlantılarda geçerlidir.',
    phrase: 'İfade',
    phraseHint:
      'Mesaj ifadenin kendisi olduğunda veya onu tam kelimeler olarak içerdiğinde akışı başlatır; büyük harf ve aksanlar önemsizdir.',
    status: 'Etkin',
    cancel: 'İptal',
    add: 'Ekle',
    save: 'Kaydet',
  },
  validation: {
    nameRequired: 'Bir ad girin!',
    nameTooShort: 'Çok kısa!',
    nameTooLong: 'Çok uzun!',
    required: 'Zorunlu',
  },
  confirmDelete: {
    title: 'Kampanya silinsin mi?',
    message: '{{name}} kampanyası silinecek ve ifade artık akışı başlatmayacak.',
    confirm: 'Sil',
    cancel: 'İptal',
  },
  toasts: {
    created: 'İfade başarıyla oluşturuldu!',
    updated: 'İfade başarıyla değiştirildi!',
    deleted: 'İfade silindi',
  },
};
