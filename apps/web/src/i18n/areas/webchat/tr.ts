import type { WebchatMessages } from './pt';

export const webchatTr: WebchatMessages = {
  title: 'Web sitesi sohbeti',
  loading: 'Sohbet ayarları yükleniyor…',
  origins: {
    label: 'İzin verilen siteler',
    help: 'Sohbeti yalnızca bu kaynaklardaki sayfalar açabilir (örn. https://www.magazam.com).',
    add: 'Ekle',
    remove: '{{origin}} kaldır',
    invalid: 'https://ornek.com gibi bir kaynak girin',
    empty: 'İzin verilen site yok: sohbet hiçbir yerde açılmaz.',
  },
  look: {
    widgetTitle: 'Pencere başlığı',
    color: 'Renk',
    greeting: 'Karşılama mesajı',
  },
  identity: {
    label: 'Kimlik sırrı (isteğe bağlı)',
    help: 'Sunucunuz müşteri kimliğini HMAC-SHA256 ve bu sır ile imzalar; sohbet müşteriyi her cihazda tanır.',
    none: 'Sır oluşturulmadı',
    generate: 'Sır oluştur',
    regenerate: 'Yeni sır oluştur',
    confirmRegenerate: 'Mevcut sır çalışmayı durduracak. Devam edilsin mi?',
    copy: 'Sırrı kopyala',
  },
  snippet: {
    label: 'Web siteniz için kod',
    help: 'Bu kodu sitenizin sayfalarında </body> öncesine yapıştırın.',
    copy: 'Kodu kopyala',
  },
  save: 'Web sitesi sohbetini kaydet',
  cancel: 'İptal',
  toasts: {
    saved: 'Web sitesi sohbeti kaydedildi.',
    copied: 'Kopyalandı!',
    secretGenerated: 'Yeni sır oluşturuldu.',
  },
};
