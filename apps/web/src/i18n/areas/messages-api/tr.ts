import type { MessagesApiMessages } from './pt';

export const messagesApiTr: MessagesApiMessages = {
  title: 'Mesaj gönderme belgeleri',
  methods: {
    title: 'Gönderim yöntemleri',
    text: '1. Metin mesajları',
    media: '2. Medya mesajları',
  },
  instructions: {
    title: 'Talimatlar',
    notes: 'Önemli notlar',
    token:
      'Mesaj göndermeden önce, mesajları gönderecek bağlantıya bağlı belirtecin kaydedilmesi gerekir. Kaydetmek için "Bağlantılar" menüsünü açın, bağlantının düzenle düğmesine tıklayın ve belirteci ilgili alana girin.',
    number: 'Numara maske veya özel karakter içermemeli ve şunlardan oluşmalıdır: ülke kodu, alan kodu ve numara.',
    example: 'Örnek: 5511912345678',
  },
  text: {
    intro: 'Metin mesajı göndermek için gereken bilgiler aşağıdadır:',
  },
  media: {
    intro: 'Medya göndermek için gereken bilgiler aşağıdadır:',
  },
  docs: {
    endpoint: 'Uç nokta',
    method: 'Yöntem',
    headers: 'Başlıklar',
    body: 'Gövde',
    formData: 'FormData',
    optional: 'İsteğe bağlı alanlar',
    userId: 'userId: bileti üstlenen kullanıcı',
    queueId: 'queueId: biletin kuyruğu',
    sendSignature: 'sendSignature: mesajı kullanıcının adıyla imzalar (userId gerekir)',
    closeTicket: 'closeTicket: gönderdikten sonra bileti kapatır',
    idempotency:
      'Idempotency-Key (isteğe bağlı başlık): aynı anahtarı 24 saat içinde tekrarlamak, yeniden göndermeden ilk yanıtı döndürür.',
    rateLimit:
      'Gönderimler belirteç başına dakika ile sınırlıdır: sınır aşılınca yanıt, Retry-After başlığıyla (saniye) 429 olur.',
    answer: 'Yanıt (201): kaydedilen mesajların ve biletin kimlikleri; teslimat arka planda sürer.',
    example: 'Örnek (curl)',
  },
  test: {
    title: 'Gönderim testi',
    token: 'Kayıtlı belirteç',
    number: 'Numara',
    body: 'Mesaj',
    file: 'Dosya',
    chooseFile: 'Dosya seç',
    noFile: 'Dosya seçilmedi',
    send: 'Gönder',
    sending: 'Gönderiliyor…',
    answer: 'API yanıtı',
    required: 'Zorunlu',
    sent: 'Mesaj başarıyla gönderildi',
  },
  noPermission: 'Bu şirketin bu sayfaya erişim izni yok! Yönlendiriliyorsunuz.',
};
