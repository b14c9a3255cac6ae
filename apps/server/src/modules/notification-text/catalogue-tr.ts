import type { NotificationTextCatalogue } from './notification-text.js';

export const tr: NotificationTextCatalogue = {
  fallback: { title: 'Yeni bildirim', body: 'Görmek için pazaryerini açın.' },
  kinds: {
    'trade.started': {
      title: 'Yeni işlem',
      body: '{partner} sizinle bir işlem başlattı.',
      plain: 'Sizinle bir işlem başlatıldı.',
    },
    'trade.funded': {
      title: 'İşlem fonlandı',
      body: 'Kripto emanette kilitlendi. Şimdi ödeme yapabilirsiniz.',
    },
    'trade.paid': {
      title: 'Ödendi olarak işaretlendi',
      body: '{partner} işlemi ödendi olarak işaretledi. Hesabınızı kontrol edip serbest bırakın.',
      plain: 'Karşı taraf işlemi ödendi olarak işaretledi. Hesabınızı kontrol edip serbest bırakın.',
    },
    'trade.released': {
      title: 'Kripto serbest bırakıldı',
      body: 'Kripto serbest bırakıldı. İşlem tamamlandı.',
    },
    'trade.cancelled': { title: 'İşlem iptal edildi', body: 'İşlem iptal edildi.' },
    'trade.expired': { title: 'İşlemin süresi doldu', body: 'Ödeme süresi bitti ve işlemin süresi doldu.' },
    'trade.disputed': {
      title: 'İtiraz açıldı',
      body: 'İşleminizde bir itiraz açıldı. Bir moderatör katılacak.',
    },
    'trade.bank_account': {
      title: 'Banka hesabı paylaşıldı',
      body: '{partner} işlemde banka hesabı bilgilerini paylaştı.',
      plain: 'İşleminizde banka hesabı bilgileri paylaşıldı.',
    },
    'trade.attachment': {
      title: 'Yeni ek',
      body: '{partner} işlem sohbetinde bir dosya gönderdi.',
      plain: 'İşlem sohbetinize bir dosya gönderildi.',
    },
    'trade.message': {
      title: 'Yeni mesaj',
      body: '{partner} işlem sohbetine yazdı.',
      plain: 'Bir işlem sohbetinde yeni mesajlarınız var.',
    },
    'messenger.message': {
      title: 'Yeni mesaj',
      body: '{partner} size mesajlarda yazdı.',
      plain: 'Mesajlarda yeni mesajlarınız var.',
    },
    'dispute.opened': { title: 'Yeni itiraz', body: 'Bir itiraz moderatör bekliyor.' },
    'dispute.message': { title: 'İtiraz mesajı', body: 'Bir itirazda yeni bir mesaj var.' },
    'dispute.evidence': { title: 'Yeni kanıt', body: 'Bir itiraza yeni kanıt yüklendi.' },
    'dispute.awarded': { title: 'İtiraz sonuçlandı', body: 'Moderatör itirazı sonuçlandırdı.' },
    'feedback.received': {
      title: 'Yeni değerlendirme',
      body: '{partner} size bir değerlendirme bıraktı.',
      plain: 'Bir değerlendirme aldınız.',
    },
    'feedback.reply': {
      title: 'Değerlendirmeye yanıt',
      body: '{partner} değerlendirmenizi yanıtladı.',
      plain: 'Değerlendirmeniz yanıtlandı.',
    },
    'wallet.deposit_pending': {
      title: 'Yatırma yolda',
      body: '{amount} {coin} tutarında bir yatırma onay bekliyor.',
      plain: 'Bir yatırma onay bekliyor.',
    },
    'wallet.deposit_confirmed': {
      title: 'Yatırma alındı',
      body: '{amount} {coin} cüzdanınıza ulaştı.',
      plain: 'Bir yatırma cüzdanınıza ulaştı.',
    },
    'wallet.sendout_sent': {
      title: 'Kripto gönderildi',
      body: '{amount} {coin} gönderiminiz yapıldı.',
      plain: 'Gönderiminiz yapıldı.',
    },
    'wallet.sendout_failed': {
      title: 'Gönderim başarısız',
      body: 'Gönderiminiz başarısız oldu ve fonlar cüzdanınıza geri döndü.',
    },
    'offer.disabled': { title: 'İlan kapatıldı', body: 'İlanlarınızdan biri kapatıldı.' },
    'export.ready': { title: 'Dışa aktarma hazır', body: 'İşlem geçmişi dışa aktarmanız indirilmeye hazır.' },
    'webhook.disabled': {
      title: 'Webhook kapatıldı',
      body: 'Webhook’unuz çok fazla teslimatta başarısız oldu ve kapatıldı.',
    },
    'rates.paused': {
      title: 'Fiyatlar güncel değil',
      body: 'Tüm fiyat kaynakları eskidi: marjlı ilanlar bir kaynak yeniden yanıt verene kadar duraklatıldı.',
    },
    'verification.approved': { title: 'Doğrulama onaylandı', body: 'Doğrulamanız onaylandı.' },
    'verification.rejected': {
      title: 'Doğrulama reddedildi',
      body: 'Doğrulamanız reddedildi. Nedenini görmek için açın.',
    },
    'security.new_device': {
      title: 'Yeni oturum açma',
      body: 'Hesabınıza yeni bir cihazdan giriş yapıldı. Siz miydiniz?',
    },
    'security.password_changed': { title: 'Şifre değişti', body: 'Şifreniz değiştirildi.' },
    'security.email_changed': { title: 'E-posta değişti', body: 'E-posta adresiniz değiştirildi.' },
    'security.two_factor_changed': {
      title: 'İki adımlı doğrulama değişti',
      body: 'İki adımlı doğrulama ayarlarınız değiştirildi.',
    },
    'security.changed': {
      title: 'Güvenlik değişikliği',
      body: 'Hesabınızın bir güvenlik ayarı değiştirildi.',
    },
    'support.message': {
      title: 'Destek mesajı',
      body: '{username} desteğe yazdı.',
      plain: 'Bir kullanıcı desteğe yazdı.',
    },
    'support.assigned': {
      title: 'Destek görüşmesi atandı',
      body: '{username} ile görüşme size atandı.',
      plain: 'Size bir destek görüşmesi atandı.',
    },
    'support.reply': { title: 'Destek yanıtladı', body: 'Destekten bir yanıtınız var.' },
    'security.auth_request': {
      title: 'Bu siz misiniz?',
      body: '{browser} sizin olduğunuzu onaylamanızı istiyor. Uygulamada onaylayın veya reddedin.',
      plain: 'Başka bir tarayıcı sizin olduğunuzu onaylamanızı istiyor. Uygulamada onaylayın veya reddedin.',
    },
    'marketing.news': { title: 'Haberler', body: 'Pazaryerinden haberler var.' },
  },
};
