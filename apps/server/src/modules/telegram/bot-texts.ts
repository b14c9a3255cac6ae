// What the bot answers, in the languages of the web app; Telegram tells the user's app language.

export interface BotTexts {
  help: string;
  startWithoutCode: string;
  linked: (username: string) => string;
  codeInvalid: string;
  stopped: string;
  notLinked: string;
  noTrades: string;
  tradesHeader: (count: number) => string;
  tradeLine: (trade: {
    type: 'buy' | 'sell';
    crypto: string;
    fiat: string;
    partner: string;
    status: string;
  }) => string;
  open: string;
  commands: { start: string; trades: string; stop: string; help: string };
}

const en: BotTexts = {
  help:
    'I send you the marketplace notifications you chose.\n\n' +
    '/trades: your open trades\n/stop: stop notifications and unlink this chat\n\n' +
    'To link an account, open Settings → Notifications on the website and press "Connect Telegram".',
  startWithoutCode:
    'To link your account, open Settings → Notifications on the website and press "Connect Telegram". ' +
    'The link it gives you opens this chat and links it.',
  linked: (username) =>
    `This chat is now linked to ${username}. You will get your notifications here. /stop unlinks it.`,
  codeInvalid: 'This link has expired or was already used. Ask for a new one in Settings → Notifications.',
  stopped: 'Done: this chat is unlinked and gets no more notifications.',
  notLinked: 'This chat is not linked to an account. Link it from Settings → Notifications on the website.',
  noTrades: 'You have no open trades.',
  tradesHeader: (count) => `Your open trades (${count}):`,
  tradeLine: (t) =>
    `${t.type === 'buy' ? 'Buying' : 'Selling'} ${t.crypto} for ${t.fiat} with ${t.partner}: ${t.status}`,
  open: 'Open',
  commands: {
    start: 'Link your account',
    trades: 'Your open trades',
    stop: 'Unlink this chat',
    help: 'What I can do',
  },
};

const es: BotTexts = {
  help:
    'Te envío las notificaciones del mercado que elegiste.\n\n' +
    '/trades: tus intercambios abiertos\n/stop: dejar de recibir notificaciones y desvincular este chat\n\n' +
    'Para vincular una cuenta, abre Ajustes → Notificaciones en la web y pulsa «Conectar Telegram».',
  startWithoutCode:
    'Para vincular tu cuenta, abre Ajustes → Notificaciones en la web y pulsa «Conectar Telegram». ' +
    'El enlace que recibes abre este chat y lo vincula.',
  linked: (username) =>
    `Este chat está vinculado a ${username}. Recibirás aquí tus notificaciones. /stop lo desvincula.`,
  codeInvalid: 'Este enlace venció o ya se usó. Pide uno nuevo en Ajustes → Notificaciones.',
  stopped: 'Listo: este chat está desvinculado y no recibirá más notificaciones.',
  notLinked: 'Este chat no está vinculado a ninguna cuenta. Vincúlalo en Ajustes → Notificaciones en la web.',
  noTrades: 'No tienes intercambios abiertos.',
  tradesHeader: (count) => `Tus intercambios abiertos (${count}):`,
  tradeLine: (t) =>
    `${t.type === 'buy' ? 'Compras' : 'Vendes'} ${t.crypto} por ${t.fiat} con ${t.partner}: ${t.status}`,
  open: 'Abrir',
  commands: {
    start: 'Vincular tu cuenta',
    trades: 'Tus intercambios abiertos',
    stop: 'Desvincular este chat',
    help: 'Qué puedo hacer',
  },
};

const ru: BotTexts = {
  help:
    'Я присылаю уведомления площадки, которые вы выбрали.\n\n' +
    '/trades: ваши открытые сделки\n/stop: отключить уведомления и отвязать этот чат\n\n' +
    'Чтобы привязать аккаунт, откройте на сайте Настройки → Уведомления и нажмите «Подключить Telegram».',
  startWithoutCode:
    'Чтобы привязать аккаунт, откройте на сайте Настройки → Уведомления и нажмите «Подключить Telegram». ' +
    'Полученная ссылка откроет этот чат и привяжет его.',
  linked: (username) =>
    `Этот чат привязан к ${username}. Уведомления будут приходить сюда. /stop отвязывает его.`,
  codeInvalid: 'Ссылка устарела или уже использована. Получите новую в Настройки → Уведомления.',
  stopped: 'Готово: чат отвязан и больше не получает уведомлений.',
  notLinked: 'Этот чат не привязан к аккаунту. Привяжите его на сайте в Настройки → Уведомления.',
  noTrades: 'У вас нет открытых сделок.',
  tradesHeader: (count) => `Ваши открытые сделки (${count}):`,
  tradeLine: (t) =>
    `${t.type === 'buy' ? 'Покупка' : 'Продажа'} ${t.crypto} за ${t.fiat} с ${t.partner}: ${t.status}`,
  open: 'Открыть',
  commands: {
    start: 'Привязать аккаунт',
    trades: 'Ваши открытые сделки',
    stop: 'Отвязать этот чат',
    help: 'Что я умею',
  },
};

export const BOT_TEXTS: Record<'en' | 'es' | 'ru', BotTexts> = { en, es, ru };

/** The bot's language for a Telegram user's language code: Spanish, Russian, or English otherwise. */
export function botLanguage(languageCode: string | undefined): keyof typeof BOT_TEXTS {
  const language = (languageCode ?? 'en').slice(0, 2).toLowerCase();
  return language === 'es' || language === 'ru' ? language : 'en';
}

export function botTexts(languageCode: string | undefined): BotTexts {
  return BOT_TEXTS[botLanguage(languageCode)];
}
