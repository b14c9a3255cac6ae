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

/** The greeting of a demo vendor who buys: the visitor sells and releases. */
const BUYER_GREETINGS: Record<string, string> = {
  en: 'Hello! I am a demo vendor buying with play money only. I will mark the trade paid in a few seconds; then press "Release crypto" to send me the coins.',
  es: '¡Hola! Soy un comprador de demostración y pago solo con dinero de juego. Marcaré el intercambio como pagado en unos segundos; luego pulsa «Liberar criptomonedas» para enviarme las monedas.',
  ru: 'Здравствуйте! Я демо-покупатель и плачу только игровыми деньгами. Через несколько секунд я отмечу сделку оплаченной; затем нажмите «Выпустить криптовалюту», чтобы отправить мне монеты.',
  pt: 'Olá! Sou um comprador de demonstração e pago apenas com dinheiro de brincadeira. Vou marcar a negociação como paga em alguns segundos; depois toque em "Liberar cripto" para me enviar as moedas.',
  fr: 'Bonjour ! Je suis un acheteur de démonstration et je ne paie qu’en argent fictif. Je marque l’échange comme payé dans quelques secondes ; appuyez ensuite sur « Libérer les cryptos » pour m’envoyer les pièces.',
  zh: '你好！我是演示买家，只用模拟资金付款。几秒钟后我会将交易标记为已付款；然后请点击“放币”把币发给我。',
  vi: 'Xin chào! Tôi là người mua demo và chỉ trả bằng tiền ảo. Vài giây nữa tôi sẽ đánh dấu giao dịch là đã thanh toán; sau đó hãy nhấn "Nhả crypto" để gửi coin cho tôi.',
  tr: 'Merhaba! Ben yalnızca oyun parasıyla ödeme yapan bir demo alıcıyım. Birkaç saniye içinde işlemi ödendi olarak işaretleyeceğim; ardından coinleri bana göndermek için "Kriptoyu serbest bırak" düğmesine basın.',
  ar: 'مرحبًا! أنا مشترٍ تجريبي وأدفع بأموال افتراضية فقط. سأضع علامة «تم الدفع» على الصفقة خلال ثوانٍ؛ ثم اضغط «تحرير العملات الرقمية» لإرسال العملات إليّ.',
};

/** What a demo vendor who buys writes when marking the trade paid. */
const PAID: Record<string, string> = {
  en: 'I have paid (in play money). Check it as you would a real payment, then release the coins.',
  es: 'He pagado (con dinero de juego). Compruébalo como harías con un pago real y luego libera las monedas.',
  ru: 'Я оплатил (игровыми деньгами). Проверьте, как проверили бы настоящий платёж, и отпустите монеты.',
  pt: 'Já paguei (em dinheiro de brincadeira). Confira como faria com um pagamento real e depois libere as moedas.',
  fr: 'J’ai payé (en argent fictif). Vérifiez comme pour un vrai paiement, puis libérez les pièces.',
  zh: '我已付款（模拟资金）。请像核对真实付款一样核对，然后释放币。',
  vi: 'Tôi đã thanh toán (bằng tiền ảo). Hãy kiểm tra như với một khoản thanh toán thật, rồi giải phóng coin.',
  tr: 'Ödemeyi yaptım (oyun parasıyla). Gerçek bir ödemeyi kontrol eder gibi kontrol edin, ardından coinleri serbest bırakın.',
  ar: 'لقد دفعت (بأموال افتراضية). تحقّق كما تتحقق من دفعة حقيقية، ثم حرّر العملات.',
};

/** The vendor's greeting: how the trade goes on depends on who sells. */
export const demoGreeting = (locale: string, vendorSells = true) =>
  vendorSells ? (GREETINGS[locale] ?? GREETINGS.en!) : (BUYER_GREETINGS[locale] ?? BUYER_GREETINGS.en!);
export const demoThanks = (locale: string) => THANKS[locale] ?? THANKS.en!;
export const demoPaid = (locale: string) => PAID[locale] ?? PAID.en!;
