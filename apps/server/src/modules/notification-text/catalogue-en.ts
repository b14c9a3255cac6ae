import type { NotificationTextCatalogue } from './notification-text.js';

export const en: NotificationTextCatalogue = {
  fallback: { title: 'New notification', body: 'Open the marketplace to see it.' },
  kinds: {
    'trade.started': {
      title: 'New trade',
      body: '{partner} started a trade with you.',
      plain: 'A trade with you has started.',
    },
    'trade.funded': { title: 'Trade funded', body: 'The crypto is locked in escrow. You can pay now.' },
    'trade.paid': {
      title: 'Marked as paid',
      body: '{partner} marked the trade as paid. Check your account, then release.',
      plain: 'Your partner marked the trade as paid. Check your account, then release.',
    },
    'trade.released': { title: 'Crypto released', body: 'The crypto was released. The trade is complete.' },
    'trade.cancelled': { title: 'Trade cancelled', body: 'The trade was cancelled.' },
    'trade.expired': { title: 'Trade expired', body: 'The payment window ended and the trade expired.' },
    'trade.disputed': {
      title: 'Dispute opened',
      body: 'A dispute was opened on your trade. A moderator will join.',
    },
    'trade.bank_account': {
      title: 'Bank account shared',
      body: '{partner} shared bank account details in the trade.',
      plain: 'Bank account details were shared in your trade.',
    },
    'trade.attachment': {
      title: 'New attachment',
      body: '{partner} sent a file in the trade chat.',
      plain: 'A file was sent in your trade chat.',
    },
    'trade.message': {
      title: 'New message',
      body: '{partner} wrote in the trade chat.',
      plain: 'You have new messages in a trade chat.',
    },
    'messenger.message': {
      title: 'New message',
      body: '{partner} wrote to you in the messenger.',
      plain: 'You have new messages in the messenger.',
    },
    'dispute.opened': { title: 'New dispute', body: 'A dispute needs a moderator.' },
    'dispute.message': { title: 'Dispute message', body: 'There is a new message in a dispute.' },
    'dispute.evidence': { title: 'New evidence', body: 'New evidence was uploaded to a dispute.' },
    'dispute.awarded': { title: 'Dispute settled', body: 'The moderator settled the dispute.' },
    'feedback.received': {
      title: 'New feedback',
      body: '{partner} left you feedback.',
      plain: 'You received feedback.',
    },
    'feedback.reply': {
      title: 'Feedback reply',
      body: '{partner} replied to your feedback.',
      plain: 'Your feedback got a reply.',
    },
    'wallet.deposit_pending': {
      title: 'Deposit on the way',
      body: 'A deposit of {amount} {coin} is waiting for confirmations.',
      plain: 'A deposit is waiting for confirmations.',
    },
    'wallet.deposit_confirmed': {
      title: 'Deposit received',
      body: '{amount} {coin} arrived in your wallet.',
      plain: 'A deposit arrived in your wallet.',
    },
    'wallet.sendout_sent': {
      title: 'Crypto sent',
      body: 'Your send-out of {amount} {coin} was sent.',
      plain: 'Your send-out was sent.',
    },
    'wallet.sendout_failed': {
      title: 'Send-out failed',
      body: 'Your send-out failed and the funds are back in your wallet.',
    },
    'offer.disabled': { title: 'Offer turned off', body: 'One of your offers was turned off.' },
    'export.ready': { title: 'Export ready', body: 'Your trade history export is ready to download.' },
    'webhook.disabled': {
      title: 'Webhook turned off',
      body: 'Your webhook failed too many deliveries and was turned off.',
    },
    'rates.paused': {
      title: 'Price feeds stale',
      body: 'Every price feed is stale: margin-priced offers are paused until a feed answers again.',
    },
    'verification.approved': { title: 'Verification approved', body: 'Your verification was approved.' },
    'verification.rejected': {
      title: 'Verification declined',
      body: 'Your verification was declined. Open it to see why.',
    },
    'security.new_device': {
      title: 'New sign-in',
      body: 'Your account was signed in from a new device. Was it you?',
    },
    'security.password_changed': { title: 'Password changed', body: 'Your password was changed.' },
    'security.email_changed': { title: 'E-mail changed', body: 'Your e-mail address was changed.' },
    'security.two_factor_changed': {
      title: 'Two-factor changed',
      body: 'Your two-factor settings were changed.',
    },
    'security.changed': { title: 'Security change', body: 'A security setting of your account was changed.' },
    'support.message': {
      title: 'Support message',
      body: '{username} wrote to support.',
      plain: 'A user wrote to support.',
    },
    'support.assigned': {
      title: 'Support conversation assigned',
      body: 'The conversation with {username} is yours.',
      plain: 'A support conversation was assigned to you.',
    },
    'support.reply': { title: 'Support answered', body: 'You have an answer from support.' },
    'security.auth_request': {
      title: 'Is this you?',
      body: '{browser} asks to confirm it is you. Approve or deny it in the app.',
      plain: 'Another browser asks to confirm it is you. Approve or deny it in the app.',
    },
    'marketing.news': { title: 'News', body: 'There is news from the marketplace.' },
  },
};
