/**
 * What the demo vendor writes into the trade chat, in the languages of the web app. The visitor's
 * language decides (English when it is not one of them).
 */
const GREETINGS: Record<string, string> = {
  en: 'Hello! I am a demo vendor and this trade uses play money only. Pretend you paid, then press "Paid": I release the coins a few seconds later.',
  es: '¡Hola! Soy un vendedor de demostración y este intercambio usa solo dinero de juego. Imagina que pagaste y pulsa «Pagado»: libero las monedas unos segundos después.',
  ru: 'Здравствуйте! Я демо-продавец, и в этой сделке только игровые деньги. Представьте, что вы заплатили, и нажмите «Оплачено»: я отпущу монеты через несколько секунд.',
  pt: 'Olá! Sou um vendedor de demonstração e esta negociação usa apenas dinheiro de brincadeira. Finja que pagou e toque em "Pago": libero as moedas alguns segundos depois.',
  fr: 'Bonjour ! Je suis un vendeur de démonstration et cet échange n’utilise que de l’argent fictif. Faites comme si vous aviez payé, puis appuyez sur « Payé » : je libère les pièces quelques secondes après.',
  zh: '你好！我是演示卖家，本交易只使用模拟资金。假装您已付款，然后点击“已付款”：几秒钟后我会释放币。',
  vi: 'Xin chào! Tôi là người bán demo và giao dịch này chỉ dùng tiền ảo. Hãy giả vờ bạn đã thanh toán rồi nhấn "Đã thanh toán": tôi sẽ giải phóng coin sau vài giây.',
  tr: 'Merhaba! Ben bir demo satıcıyım ve bu işlemde yalnızca oyun parası kullanılır. Ödeme yapmış gibi davranın ve "Ödendi"ye basın: coinleri birkaç saniye sonra serbest bırakırım.',
  ar: 'مرحبًا! أنا بائع تجريبي وهذه الصفقة تستخدم أموالًا افتراضية فقط. تظاهر بأنك دفعت ثم اضغط «تم الدفع»: سأحرر العملات بعد ثوانٍ قليلة.',
};

const THANKS: Record<string, string> = {
  en: 'Payment received (in play money). Releasing your coins now. Thanks for trying the demo!',
  es: 'Pago recibido (en dinero de juego). Libero tus monedas ahora. ¡Gracias por probar la demostración!',
  ru: 'Оплата получена (игровыми деньгами). Отпускаю ваши монеты. Спасибо, что попробовали демо!',
  pt: 'Pagamento recebido (em dinheiro de brincadeira). Liberando suas moedas agora. Obrigado por experimentar a demonstração!',
  fr: 'Paiement reçu (en argent fictif). Je libère vos pièces maintenant. Merci d’avoir essayé la démo !',
  zh: '已收到付款（模拟资金）。现在释放您的币。感谢试用演示！',
  vi: 'Đã nhận thanh toán (bằng tiền ảo). Đang giải phóng coin của bạn. Cảm ơn bạn đã dùng thử bản demo!',
  tr: 'Ödeme alındı (oyun parasıyla). Coinleriniz şimdi serbest bırakılıyor. Demoyu denediğiniz için teşekkürler!',
  ar: 'تم استلام الدفع (بأموال افتراضية). أحرر عملاتك الآن. شكرًا لتجربة العرض التجريبي!',
};

export const demoGreeting = (locale: string) => GREETINGS[locale] ?? GREETINGS.en!;
export const demoThanks = (locale: string) => THANKS[locale] ?? THANKS.en!;
