import type { EmailCatalogue } from './types.js';

const trade = '<%= it.cryptoAmount %> <%= it.coin %> за <%= it.fiatAmount %> <%= it.fiatCode %>';

export const ru: EmailCatalogue = {
  frame: {
    greeting: 'Здравствуйте, <%= it.username %>!',
    footer: 'Вы получили это письмо, потому что у вас есть аккаунт на <%= it.site %>.',
    unsubscribe: 'Отписаться от этих писем',
    securityNotice: 'Письма о безопасности отправляются всегда, их нельзя отключить.',
    preferences: 'Настройки уведомлений',
  },
  kinds: {
    'trade.started': {
      subject: 'Новая сделка с <%= it.partner %>',
      heading: '<%= it.partner %> начал сделку по вашему предложению',
      body: `${trade}, способ оплаты: <%= it.paymentMethod %>. Откройте сделку, чтобы успеть до конца срока.`,
      action: 'Открыть сделку',
    },
    'trade.funded': {
      subject: 'Сделка <%= it.tradeHash %> обеспечена',
      heading: 'Эскроу сделки с <%= it.partner %> пополнен',
      body: `${trade}: монеты заблокированы в эскроу, сделку можно продолжать.`,
      action: 'Открыть сделку',
    },
    'trade.paid': {
      subject: '<%= it.partner %> отметил сделку <%= it.tradeHash %> как оплаченную',
      heading: 'Покупатель сообщает, что оплата отправлена',
      body: 'Убедитесь, что <%= it.fiatAmount %> <%= it.fiatCode %> поступили через <%= it.paymentMethod %>, прежде чем отпустить <%= it.cryptoAmount %> <%= it.coin %>.',
      action: 'Открыть сделку',
    },
    'trade.released': {
      subject: 'Сделка <%= it.tradeHash %> завершена',
      heading: '<%= it.partner %> отпустил монеты',
      body: `${trade}: сделка завершена. Теперь можно оставить отзыв.`,
      action: 'Оставить отзыв',
    },
    'trade.cancelled': {
      subject: 'Сделка <%= it.tradeHash %> отменена',
      heading: 'Ваша сделка с <%= it.partner %> отменена',
      body: `${trade}. Монеты из эскроу вернулись продавцу.`,
      action: 'Открыть сделку',
    },
    'trade.expired': {
      subject: 'Срок сделки <%= it.tradeHash %> истёк',
      heading: 'Срок вашей сделки с <%= it.partner %> истёк',
      body: `${trade}: время на оплату вышло. Монеты из эскроу вернулись продавцу.`,
      action: 'Открыть сделку',
    },
    'trade.disputed': {
      subject: 'Открыт спор по сделке <%= it.tradeHash %>',
      heading: 'По вашей сделке с <%= it.partner %> открыт спор',
      body: 'Модератор рассмотрит сделку. Отвечайте в чате сделки и загрузите доказательства.',
      action: 'Открыть сделку',
    },
    'trade.bank_account': {
      subject: '<%= it.partner %> поделился банковским счётом',
      heading: 'Новые реквизиты в сделке <%= it.tradeHash %>',
      body: '<%= it.partner %> отправил банковские реквизиты в чат сделки.',
      action: 'Посмотреть реквизиты',
    },
    'trade.attachment': {
      subject: 'Новый файл в сделке <%= it.tradeHash %>',
      heading: '<%= it.partner %> загрузил файл',
      body: 'В чат вашей сделки добавлен файл.',
      action: 'Открыть чат',
    },
    'trade.message': {
      subject: 'Новые сообщения от <%= it.partner %>',
      heading: 'Новых сообщений в сделке <%= it.tradeHash %>: <%= it.count %>',
      body: '<%= it.partner %> написал вам в чате сделки.',
      action: 'Открыть чат',
    },
    'dispute.opened': {
      subject: 'Новый спор: сделка <%= it.tradeHash %>',
      heading: 'Спору нужен модератор',
      body: `Сделка между <%= it.buyer %> и <%= it.seller %>: ${trade}.`,
      action: 'Открыть спор',
    },
    'dispute.message': {
      subject: 'Новое сообщение в споре по сделке <%= it.tradeHash %>',
      heading: 'Новое сообщение в споре',
      body: 'Новых сообщений в чате спора: <%= it.count %>.',
      action: 'Открыть чат',
    },
    'dispute.evidence': {
      subject: 'Новые доказательства в сделке <%= it.tradeHash %>',
      heading: 'Сторона загрузила доказательства',
      body: 'В чат спорной сделки добавлен файл.',
      action: 'Открыть спор',
    },
    'dispute.awarded': {
      subject: 'Спор по сделке <%= it.tradeHash %> решён',
      heading:
        '<% if (it.outcome === "won") { %>Спор решён в вашу пользу<% } else if (it.outcome === "lost") { %>Спор решён в пользу контрагента<% } else { %>Спор решён<% } %>',
      body: `${trade}. Решение модератора окончательное.`,
      action: 'Открыть сделку',
    },
    'feedback.received': {
      subject: 'Вы получили отзыв',
      heading: 'Новый отзыв по сделке <%= it.tradeHash %>',
      body: 'Ваш контрагент оставил отзыв в вашем профиле.',
      action: 'Прочитать',
    },
    'feedback.reply': {
      subject: 'Ответ на ваш отзыв',
      heading: 'Контрагент ответил на ваш отзыв',
      body: 'На ваш отзыв по сделке <%= it.tradeHash %> есть ответ.',
      action: 'Прочитать',
    },
    'wallet.deposit_pending': {
      subject: 'Входящий депозит: <%= it.amount %> <%= it.coin %>',
      heading: 'Депозит в пути',
      body: 'Мы видим <%= it.amount %> <%= it.coin %>, поступающие в ваш кошелёк. Они будут зачислены после подтверждения.',
      action: 'Открыть кошелёк',
    },
    'wallet.deposit_confirmed': {
      subject: 'Депозит зачислен: <%= it.amount %> <%= it.coin %>',
      heading: 'Ваш депозит подтверждён',
      body: 'На ваш кошелёк зачислено <%= it.amount %> <%= it.coin %>.',
      action: 'Открыть кошелёк',
    },
    'wallet.sendout_sent': {
      subject: 'Отправлено: <%= it.amount %> <%= it.coin %>',
      heading: 'Ваш перевод отправлен',
      body: '<%= it.amount %> <%= it.coin %> ушли из вашего кошелька.',
      action: 'Открыть кошелёк',
    },
    'wallet.sendout_failed': {
      subject: 'Перевод не выполнен: <%= it.amount %> <%= it.coin %>',
      heading: 'Ваш перевод не удалось отправить',
      body: 'Перевод <%= it.amount %> <%= it.coin %> не выполнен<% if (it.reason) { %> (<%= it.reason %>)<% } %>. Сумма вернулась в ваш кошелёк.',
      action: 'Открыть кошелёк',
    },
    'offer.disabled': {
      subject: 'Ваше предложение отключено',
      heading: 'Мы отключили одно из ваших предложений',
      body: "Предложение <%= it.offerHash %> отключено<% if (it.reason === 'balance') { %>: вашего баланса больше не хватает на минимальную сумму<% } else if (it.reason === 'cap_reached') { %>: достигнут его лимит сделок<% } else if (it.reason === 'restriction') { %>: ограничение вашего аккаунта снимает ваши предложения с рынка<% } else if (it.reason === 'blocked') { %>: его заблокировал модератор<% } %>.",
      action: 'Мои предложения',
    },
    'verification.approved': {
      subject: 'Ваша верификация одобрена',
      heading: 'Вы верифицированы',
      body: 'Ваши документы одобрены<% if (it.level) { %>; уровень аккаунта теперь <%= it.level %><% } %>.',
      action: 'Посмотреть уровень',
    },
    'verification.rejected': {
      subject: 'Верификация требует внимания',
      heading: 'Ваши документы не приняты',
      body: '<% if (it.reason) { %><%= it.reason %>. <% } %>Новые документы можно отправить на странице верификации.',
      action: 'Открыть верификацию',
    },
    'security.new_device': {
      subject: 'Новый вход в ваш аккаунт',
      heading: 'В ваш аккаунт вошли с нового устройства',
      body: '<%= it.device || "Неизвестное устройство" %><% if (it.place) { %>, <%= it.place %><% } %><% if (it.ip) { %> (<%= it.ip %>)<% } %>. Если это были не вы, смените пароль прямо сейчас.',
      action: 'Проверить безопасность',
    },
    'security.password_changed': {
      subject: 'Ваш пароль изменён',
      heading: 'Ваш пароль изменён',
      body: 'Если вы его не меняли, немедленно сбросьте пароль и свяжитесь с поддержкой.',
      action: 'Проверить безопасность',
    },
    'security.email_changed': {
      subject: 'Ваш адрес e-mail изменён',
      heading: 'Адрес e-mail вашего аккаунта изменён',
      body: 'Если это сделали не вы, немедленно свяжитесь с поддержкой.',
      action: 'Проверить безопасность',
    },
    'security.two_factor_changed': {
      subject: 'Двухфакторная аутентификация изменена',
      heading: 'Настройки двухфакторной аутентификации изменены',
      body: 'Если это сделали не вы, немедленно защитите аккаунт.',
      action: 'Проверить безопасность',
    },
    'security.changed': {
      subject: 'Изменены настройки безопасности',
      heading: 'Изменена настройка безопасности вашего аккаунта',
      body: '<% if (it.what) { %><%= it.what %>. <% } %>Если это сделали не вы, немедленно защитите аккаунт.',
      action: 'Проверить безопасность',
    },
    'support.message': {
      subject: 'Новое сообщение в поддержку от <%= it.username %>',
      heading: '<%= it.username %> написал(а) в поддержку',
      body: 'Пользователь ждёт ответа во входящих поддержки.',
      action: 'Открыть переписку',
    },
    'support.assigned': {
      subject: 'Вам назначена переписка с <%= it.username %>',
      heading: 'Переписка поддержки назначена вам',
      body: '<% if (it.by) { %><%= it.by %> назначил(а) вам переписку с <%= it.username %>.<% } else { %>Вам назначена переписка с <%= it.username %>.<% } %>',
      action: 'Открыть переписку',
    },
    'support.reply': {
      subject: 'Поддержка ответила вам',
      heading: 'У вас ответ от поддержки',
      body: 'Откройте чат поддержки, чтобы прочитать его.',
      action: 'Открыть чат поддержки',
    },
    'security.auth_request': {
      subject: 'Это вы?',
      heading: 'Другой браузер просит подтвердить, что это вы',
      body: '<%= it.browser || "Браузер" %> просит подтвердить, что это вы. Откройте площадку, чтобы одобрить или отклонить запрос; если это были не вы, отклоните его и смените пароль.',
      action: 'Проверить безопасность',
    },
    'marketing.news': {
      subject: '<%= it.title %>',
      heading: '<%= it.title %>',
      body: '<%= it.text %>',
      action: 'Подробнее',
    },
  },
};
