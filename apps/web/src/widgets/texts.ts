import { RTL_LOCALES, SUPPORTED_LOCALES, type Locale } from '@p2p/shared';

/**
 * The widgets' own strings in the nine languages. They are not in the web app's catalogues
 * (src/i18n/locales), which ship whole in the app's entry chunk, and the embed script must not load
 * i18next: about twenty short strings per language cost less than a kilobyte gzipped (decision 045).
 * `{name}` marks a value filled in by `format`.
 */
const en = {
  loading: 'Loading…',
  loadFailed: 'Could not load data from {site}.',
  badLocation: 'This widget cannot be shown.',
  LOCATION_NOT_VALID: 'Its location attribute is not valid JSON with a route and props.',
  LOCATION_ROUTE_INVALID: 'The route field of its location attribute is invalid.',
  LOCATION_PROPS_INVALID: 'The props field of its location attribute is invalid: {field}.',
  converter: 'Converter',
  coin: 'Coin',
  currency: 'Currency',
  amountIn: 'Amount in {code}',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: 'Offers of {username}',
  noOffers: 'No active offers right now.',
  vendorNotFound: 'No vendor with this username.',
  price: 'Price',
  limits: 'Limits',
  paymentMethod: 'Payment method',
  buyCoin: 'Buy {coin}',
  sellCoin: 'Sell {coin}',
  buyOn: 'Buy {coin} on {site}',
  sellOn: 'Sell {coin} on {site}',
  perCoin: 'per {coin}',
  offerNotFound: 'This offer is not available.',
  poweredBy: 'Powered by {site}',
};
export type WidgetTextKey = keyof typeof en;
type WidgetTexts = Record<WidgetTextKey, string>;

const es: WidgetTexts = {
  loading: 'Cargando…',
  loadFailed: 'No se pudieron cargar los datos de {site}.',
  badLocation: 'Este widget no se puede mostrar.',
  LOCATION_NOT_VALID: 'Su atributo location no es un JSON válido con route y props.',
  LOCATION_ROUTE_INVALID: 'El campo route de su atributo location no es válido.',
  LOCATION_PROPS_INVALID: 'El campo props de su atributo location no es válido: {field}.',
  converter: 'Conversor',
  coin: 'Moneda cripto',
  currency: 'Moneda',
  amountIn: 'Importe en {code}',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: 'Ofertas de {username}',
  noOffers: 'No hay ofertas activas en este momento.',
  vendorNotFound: 'No existe ningún vendedor con este nombre de usuario.',
  price: 'Precio',
  limits: 'Límites',
  paymentMethod: 'Método de pago',
  buyCoin: 'Comprar {coin}',
  sellCoin: 'Vender {coin}',
  buyOn: 'Comprar {coin} en {site}',
  sellOn: 'Vender {coin} en {site}',
  perCoin: 'por {coin}',
  offerNotFound: 'Esta oferta no está disponible.',
  poweredBy: 'Con la tecnología de {site}',
};

const ru: WidgetTexts = {
  loading: 'Загрузка…',
  loadFailed: 'Не удалось загрузить данные с {site}.',
  badLocation: 'Этот виджет нельзя показать.',
  LOCATION_NOT_VALID: 'Его атрибут location — не корректный JSON с route и props.',
  LOCATION_ROUTE_INVALID: 'Поле route его атрибута location неверно.',
  LOCATION_PROPS_INVALID: 'Поле props его атрибута location неверно: {field}.',
  converter: 'Конвертер',
  coin: 'Криптовалюта',
  currency: 'Валюта',
  amountIn: 'Сумма в {code}',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: 'Предложения {username}',
  noOffers: 'Сейчас нет активных предложений.',
  vendorNotFound: 'Продавца с таким именем нет.',
  price: 'Цена',
  limits: 'Лимиты',
  paymentMethod: 'Способ оплаты',
  buyCoin: 'Купить {coin}',
  sellCoin: 'Продать {coin}',
  buyOn: 'Купить {coin} на {site}',
  sellOn: 'Продать {coin} на {site}',
  perCoin: 'за 1 {coin}',
  offerNotFound: 'Это предложение недоступно.',
  poweredBy: 'Работает на {site}',
};

const pt: WidgetTexts = {
  loading: 'Carregando…',
  loadFailed: 'Não foi possível carregar os dados de {site}.',
  badLocation: 'Este widget não pode ser exibido.',
  LOCATION_NOT_VALID: 'Seu atributo location não é um JSON válido com route e props.',
  LOCATION_ROUTE_INVALID: 'O campo route do seu atributo location é inválido.',
  LOCATION_PROPS_INVALID: 'O campo props do seu atributo location é inválido: {field}.',
  converter: 'Conversor',
  coin: 'Cripto',
  currency: 'Moeda',
  amountIn: 'Valor em {code}',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: 'Ofertas de {username}',
  noOffers: 'Nenhuma oferta ativa no momento.',
  vendorNotFound: 'Nenhum vendedor com este nome de usuário.',
  price: 'Preço',
  limits: 'Limites',
  paymentMethod: 'Forma de pagamento',
  buyCoin: 'Comprar {coin}',
  sellCoin: 'Vender {coin}',
  buyOn: 'Comprar {coin} em {site}',
  sellOn: 'Vender {coin} em {site}',
  perCoin: 'por {coin}',
  offerNotFound: 'Esta oferta não está disponível.',
  poweredBy: 'Com tecnologia de {site}',
};

const fr: WidgetTexts = {
  loading: 'Chargement…',
  loadFailed: 'Impossible de charger les données de {site}.',
  badLocation: 'Ce widget ne peut pas être affiché.',
  LOCATION_NOT_VALID: 'Son attribut location n’est pas un JSON valide avec route et props.',
  LOCATION_ROUTE_INVALID: 'Le champ route de son attribut location n’est pas valide.',
  LOCATION_PROPS_INVALID: 'Le champ props de son attribut location n’est pas valide : {field}.',
  converter: 'Convertisseur',
  coin: 'Crypto',
  currency: 'Devise',
  amountIn: 'Montant en {code}',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: 'Offres de {username}',
  noOffers: 'Aucune offre active pour le moment.',
  vendorNotFound: 'Aucun vendeur avec ce nom d’utilisateur.',
  price: 'Prix',
  limits: 'Limites',
  paymentMethod: 'Moyen de paiement',
  buyCoin: 'Acheter des {coin}',
  sellCoin: 'Vendre des {coin}',
  buyOn: 'Acheter des {coin} sur {site}',
  sellOn: 'Vendre des {coin} sur {site}',
  perCoin: 'par {coin}',
  offerNotFound: 'Cette offre n’est pas disponible.',
  poweredBy: 'Propulsé par {site}',
};

const zh: WidgetTexts = {
  loading: '加载中…',
  loadFailed: '无法从 {site} 加载数据。',
  badLocation: '无法显示此小组件。',
  LOCATION_NOT_VALID: '其 location 属性不是包含 route 和 props 的有效 JSON。',
  LOCATION_ROUTE_INVALID: '其 location 属性的 route 字段无效。',
  LOCATION_PROPS_INVALID: '其 location 属性的 props 字段无效：{field}。',
  converter: '换算器',
  coin: '加密货币',
  currency: '货币',
  amountIn: '{code} 金额',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: '{username} 的报价',
  noOffers: '目前没有有效的报价。',
  vendorNotFound: '没有使用此用户名的商家。',
  price: '价格',
  limits: '限额',
  paymentMethod: '付款方式',
  buyCoin: '购买 {coin}',
  sellCoin: '出售 {coin}',
  buyOn: '在 {site} 购买 {coin}',
  sellOn: '在 {site} 出售 {coin}',
  perCoin: '每 {coin}',
  offerNotFound: '此报价不可用。',
  poweredBy: '由 {site} 提供',
};

const vi: WidgetTexts = {
  loading: 'Đang tải…',
  loadFailed: 'Không thể tải dữ liệu từ {site}.',
  badLocation: 'Không thể hiển thị tiện ích này.',
  LOCATION_NOT_VALID: 'Thuộc tính location không phải JSON hợp lệ có route và props.',
  LOCATION_ROUTE_INVALID: 'Trường route của thuộc tính location không hợp lệ.',
  LOCATION_PROPS_INVALID: 'Trường props của thuộc tính location không hợp lệ: {field}.',
  converter: 'Công cụ quy đổi',
  coin: 'Tiền mã hóa',
  currency: 'Tiền tệ',
  amountIn: 'Số tiền bằng {code}',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: 'Ưu đãi của {username}',
  noOffers: 'Hiện không có ưu đãi nào đang hoạt động.',
  vendorNotFound: 'Không có người bán nào với tên người dùng này.',
  price: 'Giá',
  limits: 'Giới hạn',
  paymentMethod: 'Phương thức thanh toán',
  buyCoin: 'Mua {coin}',
  sellCoin: 'Bán {coin}',
  buyOn: 'Mua {coin} trên {site}',
  sellOn: 'Bán {coin} trên {site}',
  perCoin: 'mỗi {coin}',
  offerNotFound: 'Ưu đãi này không khả dụng.',
  poweredBy: 'Cung cấp bởi {site}',
};

const tr: WidgetTexts = {
  loading: 'Yükleniyor…',
  loadFailed: '{site} verileri yüklenemedi.',
  badLocation: 'Bu bileşen gösterilemiyor.',
  LOCATION_NOT_VALID: 'location özniteliği route ve props içeren geçerli bir JSON değil.',
  LOCATION_ROUTE_INVALID: 'location özniteliğinin route alanı geçersiz.',
  LOCATION_PROPS_INVALID: 'location özniteliğinin props alanı geçersiz: {field}.',
  converter: 'Dönüştürücü',
  coin: 'Kripto para',
  currency: 'Para birimi',
  amountIn: '{code} cinsinden tutar',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: '{username} kullanıcısının teklifleri',
  noOffers: 'Şu anda etkin teklif yok.',
  vendorNotFound: 'Bu kullanıcı adına sahip bir satıcı yok.',
  price: 'Fiyat',
  limits: 'Limitler',
  paymentMethod: 'Ödeme yöntemi',
  buyCoin: '{coin} al',
  sellCoin: '{coin} sat',
  buyOn: '{site} üzerinde {coin} al',
  sellOn: '{site} üzerinde {coin} sat',
  perCoin: '{coin} başına',
  offerNotFound: 'Bu teklif kullanılamıyor.',
  poweredBy: '{site} tarafından desteklenmektedir',
};

const ar: WidgetTexts = {
  loading: 'جارٍ التحميل…',
  loadFailed: 'تعذّر تحميل البيانات من {site}.',
  badLocation: 'لا يمكن عرض هذه الأداة.',
  LOCATION_NOT_VALID: 'سمة location ليست JSON صالحًا يحتوي على route و props.',
  LOCATION_ROUTE_INVALID: 'حقل route في سمة location غير صالح.',
  LOCATION_PROPS_INVALID: 'حقل props في سمة location غير صالح: {field}.',
  converter: 'المحوّل',
  coin: 'العملة المشفرة',
  currency: 'العملة',
  amountIn: 'المبلغ بعملة {code}',
  rate: '1 {coin} = {rate} {currency}',
  offersOf: 'عروض {username}',
  noOffers: 'لا توجد عروض نشطة حاليًا.',
  vendorNotFound: 'لا يوجد بائع بهذا الاسم.',
  price: 'السعر',
  limits: 'الحدود',
  paymentMethod: 'طريقة الدفع',
  buyCoin: 'شراء {coin}',
  sellCoin: 'بيع {coin}',
  buyOn: 'شراء {coin} على {site}',
  sellOn: 'بيع {coin} على {site}',
  perCoin: 'لكل {coin}',
  offerNotFound: 'هذا العرض غير متاح.',
  poweredBy: 'مقدَّم من {site}',
};

export const WIDGET_TEXTS: Record<Locale, WidgetTexts> = { en, es, ru, pt, fr, zh, vi, tr, ar };

/** The widget's language: its `lang` prop, else the host page's, else English. */
export function widgetLanguage(prop: Locale | undefined, pageLang: string | null | undefined): Locale {
  if (prop) return prop;
  const primary = (pageLang ?? '').toLowerCase().split('-')[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(primary ?? '') ? (primary as Locale) : 'en';
}

export const isRightToLeft = (locale: Locale) => RTL_LOCALES.includes(locale);

export type Translate = (key: WidgetTextKey, values?: Record<string, string>) => string;

/** A translator for one language: `{name}` placeholders are filled from `values`. */
export function translator(locale: Locale): Translate {
  const texts = WIDGET_TEXTS[locale];
  return (key, values = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
