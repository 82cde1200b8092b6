import type { kanbanPt } from './pt';

export const kanbanTr: typeof kanbanPt = {
  title: 'Kanban',
  defaultLane: 'Açık',
  startDate: 'Başlangıç tarihi',
  endDate: 'Bitiş tarihi',
  search: 'Ara',
  addColumns: '+ Sütun ekle',
  viewTicket: 'Talebi gör',
  ticketNumber: 'Talep #{{id}}',
  count: '{{count}} talep',
  countMore: '{{count}} talepten fazla',
  empty: 'Talep yok',
  loadingMore: 'Daha fazla talep yükleniyor…',
  tagRemoved: 'Talep etiketi kaldırıldı!',
  tagAdded: 'Talep etiketi başarıyla eklendi!',
  noPermission: 'Bu şirketin bu sayfaya erişim izni yok! Yönlendiriliyorsunuz.',
  loadError: 'Kayıt listesi yüklenemedi',
  invalidRange: 'Başlangıç tarihi bitiş tarihinden önce olmalıdır',
  columnLabel: '{{name}} sütunu',
  dragHint:
    'Bir talebi klavyeyle taşımak için karta odaklanıp boşluk tuşuna basın; sütunu seçmek için sol ve sağ okları, bırakmak için boşluğu, iptal için Esc tuşunu kullanın.',
  announcements: {
    picked: '{{ticket}} numaralı talep {{lane}} sütununda alındı.',
    over: '{{ticket}} numaralı talep {{lane}} sütununun üzerinde.',
    dropped: '{{ticket}} numaralı talep {{lane}} sütununa bırakıldı.',
    cancelled: '{{ticket}} numaralı talebin taşınması iptal edildi.',
  },
};
