import type { NotificationTextCatalogue } from './notification-text.js';

export const ru: NotificationTextCatalogue = {
  fallback: { title: 'Новое уведомление', body: 'Откройте площадку, чтобы посмотреть.' },
  kinds: {
    'trade.started': {
      title: 'Новая сделка',
      body: '{partner} начал с вами сделку.',
      plain: 'С вами начали сделку.',
    },
    'trade.funded': {
      title: 'Сделка обеспечена',
      body: 'Криптовалюта заблокирована в эскроу. Можно платить.',
    },
    'trade.paid': {
      title: 'Отмечено как оплачено',
      body: '{partner} отметил сделку как оплаченную. Проверьте счёт и отпустите.',
      plain: 'Партнёр отметил сделку как оплаченную. Проверьте счёт и отпустите.',
    },
    'trade.released': { title: 'Криптовалюта отпущена', body: 'Криптовалюта отпущена. Сделка завершена.' },
    'trade.cancelled': { title: 'Сделка отменена', body: 'Сделка отменена.' },
    'trade.expired': { title: 'Сделка истекла', body: 'Время на оплату вышло, сделка истекла.' },
    'trade.disputed': { title: 'Открыт спор', body: 'По вашей сделке открыт спор. Подключится модератор.' },
    'trade.bank_account': {
      title: 'Банковский счёт',
      body: '{partner} поделился реквизитами в сделке.',
      plain: 'В вашей сделке поделились реквизитами.',
    },
    'trade.attachment': {
      title: 'Новый файл',
      body: '{partner} отправил файл в чат сделки.',
      plain: 'В чат вашей сделки отправлен файл.',
    },
    'trade.message': {
      title: 'Новое сообщение',
      body: '{partner} написал в чат сделки.',
      plain: 'У вас новые сообщения в чате сделки.',
    },
    'messenger.message': {
      title: 'Новое сообщение',
      body: '{partner} написал вам в мессенджере.',
      plain: 'У вас новые сообщения в мессенджере.',
    },
    'dispute.opened': { title: 'Новый спор', body: 'Спору нужен модератор.' },
    'dispute.message': { title: 'Сообщение в споре', body: 'В споре новое сообщение.' },
    'dispute.evidence': { title: 'Новые доказательства', body: 'В спор загружены новые доказательства.' },
    'dispute.awarded': { title: 'Спор решён', body: 'Модератор вынес решение по спору.' },
    'feedback.received': {
      title: 'Новый отзыв',
      body: '{partner} оставил вам отзыв.',
      plain: 'Вы получили отзыв.',
    },
    'feedback.reply': {
      title: 'Ответ на отзыв',
      body: '{partner} ответил на ваш отзыв.',
      plain: 'На ваш отзыв ответили.',
    },
    'wallet.deposit_pending': {
      title: 'Пополнение в пути',
      body: 'Пополнение на {amount} {coin} ждёт подтверждений.',
      plain: 'Пополнение ждёт подтверждений.',
    },
    'wallet.deposit_confirmed': {
      title: 'Пополнение получено',
      body: 'На кошелёк поступило {amount} {coin}.',
      plain: 'На кошелёк поступило пополнение.',
    },
    'wallet.sendout_sent': {
      title: 'Перевод отправлен',
      body: 'Ваш перевод {amount} {coin} отправлен.',
      plain: 'Ваш перевод отправлен.',
    },
    'wallet.sendout_failed': {
      title: 'Перевод не удался',
      body: 'Перевод не удался, средства вернулись на кошелёк.',
    },
    'offer.disabled': { title: 'Предложение выключено', body: 'Одно из ваших предложений выключено.' },
    'webhook.disabled': {
      title: 'Вебхук отключён',
      body: 'Ваш вебхук не принял слишком много доставок и был отключён.',
    },
    'verification.approved': { title: 'Верификация одобрена', body: 'Ваша верификация одобрена.' },
    'verification.rejected': {
      title: 'Верификация отклонена',
      body: 'Ваша верификация отклонена. Откройте, чтобы узнать причину.',
    },
    'security.new_device': {
      title: 'Новый вход',
      body: 'В ваш аккаунт вошли с нового устройства. Это были вы?',
    },
    'security.password_changed': { title: 'Пароль изменён', body: 'Ваш пароль изменён.' },
    'security.email_changed': { title: 'E-mail изменён', body: 'Адрес вашей почты изменён.' },
    'security.two_factor_changed': {
      title: 'Двухфакторная защита',
      body: 'Настройки двухфакторной защиты изменены.',
    },
    'security.changed': {
      title: 'Изменение безопасности',
      body: 'Изменена настройка безопасности аккаунта.',
    },
    'support.message': {
      title: 'Сообщение в поддержку',
      body: '{username} написал(а) в поддержку.',
      plain: 'Пользователь написал в поддержку.',
    },
    'support.assigned': {
      title: 'Переписка назначена',
      body: 'Переписка с {username} назначена вам.',
      plain: 'Вам назначена переписка поддержки.',
    },
    'support.reply': { title: 'Ответ поддержки', body: 'У вас ответ от поддержки.' },
    'security.auth_request': {
      title: 'Это вы?',
      body: '{browser} просит подтвердить, что это вы. Одобрите или отклоните запрос в приложении.',
      plain: 'Другой браузер просит подтвердить, что это вы. Одобрите или отклоните запрос в приложении.',
    },
    'marketing.news': { title: 'Новости', body: 'У площадки есть новости.' },
  },
};
