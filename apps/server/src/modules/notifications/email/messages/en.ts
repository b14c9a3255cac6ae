import type { EmailCatalogue } from './types.js';

const trade = '<%= it.cryptoAmount %> <%= it.coin %> for <%= it.fiatAmount %> <%= it.fiatCode %>';

export const en: EmailCatalogue = {
  frame: {
    greeting: 'Hello <%= it.username %>,',
    footer: 'You receive this e-mail because you have an account on <%= it.site %>.',
    unsubscribe: 'Stop these e-mails',
    securityNotice: 'Security e-mails are always sent and cannot be turned off.',
    preferences: 'Notification settings',
  },
  kinds: {
    'trade.started': {
      subject: 'New trade with <%= it.partner %>',
      heading: '<%= it.partner %> started a trade on your offer',
      body: `${trade} by <%= it.paymentMethod %>. Open the trade to follow it before its window ends.`,
      action: 'Open the trade',
    },
    'trade.funded': {
      subject: 'Trade <%= it.tradeHash %> is funded',
      heading: 'The escrow of your trade with <%= it.partner %> is funded',
      body: `${trade}: the coins are locked in escrow and the trade can go on.`,
      action: 'Open the trade',
    },
    'trade.paid': {
      subject: '<%= it.partner %> marked trade <%= it.tradeHash %> as paid',
      heading: 'The buyer says the payment was sent',
      body: `Check that <%= it.fiatAmount %> <%= it.fiatCode %> arrived by <%= it.paymentMethod %> before you release <%= it.cryptoAmount %> <%= it.coin %>.`,
      action: 'Open the trade',
    },
    'trade.released': {
      subject: 'Trade <%= it.tradeHash %> completed',
      heading: '<%= it.partner %> released the coins',
      body: `${trade}: the trade is complete. You can now leave feedback.`,
      action: 'Leave feedback',
    },
    'trade.cancelled': {
      subject: 'Trade <%= it.tradeHash %> was cancelled',
      heading: 'Your trade with <%= it.partner %> was cancelled',
      body: `${trade}. Any coins in escrow went back to the seller.`,
      action: 'Open the trade',
    },
    'trade.expired': {
      subject: 'Trade <%= it.tradeHash %> expired',
      heading: 'Your trade with <%= it.partner %> expired',
      body: `${trade}: the payment window ended. Any coins in escrow went back to the seller.`,
      action: 'Open the trade',
    },
    'trade.disputed': {
      subject: 'Dispute opened on trade <%= it.tradeHash %>',
      heading: 'A dispute was opened on your trade with <%= it.partner %>',
      body: 'A moderator will review the trade. Answer in the trade chat and upload any proof you have.',
      action: 'Open the trade',
    },
    'trade.bank_account': {
      subject: '<%= it.partner %> shared a bank account',
      heading: 'New bank account details in trade <%= it.tradeHash %>',
      body: '<%= it.partner %> shared bank account details in the trade chat.',
      action: 'See the details',
    },
    'trade.attachment': {
      subject: 'New file in trade <%= it.tradeHash %>',
      heading: '<%= it.partner %> uploaded a file',
      body: 'A new file was added to the chat of your trade.',
      action: 'Open the chat',
    },
    'trade.message': {
      subject: 'New messages from <%= it.partner %>',
      heading: '<%= it.count %> new message(s) in trade <%= it.tradeHash %>',
      body: '<%= it.partner %> wrote to you in the trade chat.',
      action: 'Open the chat',
    },
    'dispute.opened': {
      subject: 'New dispute: trade <%= it.tradeHash %>',
      heading: 'A dispute needs a moderator',
      body: `Trade between <%= it.buyer %> and <%= it.seller %>: ${trade}.`,
      action: 'Open the dispute',
    },
    'dispute.message': {
      subject: 'New message in the dispute of trade <%= it.tradeHash %>',
      heading: 'New message in a dispute',
      body: 'There are <%= it.count %> new message(s) in the dispute chat.',
      action: 'Open the chat',
    },
    'dispute.evidence': {
      subject: 'New evidence in trade <%= it.tradeHash %>',
      heading: 'A party uploaded evidence',
      body: 'A file was added to the chat of the disputed trade.',
      action: 'Open the dispute',
    },
    'dispute.awarded': {
      subject: 'The dispute of trade <%= it.tradeHash %> was settled',
      heading:
        '<% if (it.outcome === "won") { %>The dispute was decided in your favour<% } else if (it.outcome === "lost") { %>The dispute was decided in favour of your partner<% } else { %>The dispute was settled<% } %>',
      body: `${trade}. The moderator's decision is final.`,
      action: 'Open the trade',
    },
    'feedback.received': {
      subject: 'You received feedback',
      heading: 'New feedback on trade <%= it.tradeHash %>',
      body: 'Your trade partner left feedback on your profile.',
      action: 'Read it',
    },
    'feedback.reply': {
      subject: 'Reply to your feedback',
      heading: 'Your partner replied to your feedback',
      body: 'There is a reply to the feedback you left on trade <%= it.tradeHash %>.',
      action: 'Read it',
    },
    'wallet.deposit_pending': {
      subject: 'Incoming deposit: <%= it.amount %> <%= it.coin %>',
      heading: 'A deposit is on its way',
      body: 'We see <%= it.amount %> <%= it.coin %> coming to your wallet. It is credited once confirmed.',
      action: 'Open the wallet',
    },
    'wallet.deposit_confirmed': {
      subject: 'Deposit credited: <%= it.amount %> <%= it.coin %>',
      heading: 'Your deposit is confirmed',
      body: '<%= it.amount %> <%= it.coin %> were credited to your wallet.',
      action: 'Open the wallet',
    },
    'wallet.sendout_sent': {
      subject: 'Sent: <%= it.amount %> <%= it.coin %>',
      heading: 'Your send-out went out',
      body: '<%= it.amount %> <%= it.coin %> left your wallet.',
      action: 'Open the wallet',
    },
    'wallet.sendout_failed': {
      subject: 'Send-out failed: <%= it.amount %> <%= it.coin %>',
      heading: 'Your send-out could not be sent',
      body: 'Sending <%= it.amount %> <%= it.coin %> failed<% if (it.reason) { %> (<%= it.reason %>)<% } %>. The amount is back in your wallet.',
      action: 'Open the wallet',
    },
    'offer.disabled': {
      subject: 'Your offer was turned off',
      heading: 'We turned off one of your offers',
      body: "Offer <%= it.offerHash %> was turned off<% if (it.reason === 'balance') { %>: your balance no longer covers its minimum amount<% } else if (it.reason === 'cap_reached') { %>: it reached its trading cap<% } else if (it.reason === 'restriction') { %>: a restriction on your account takes your offers off the market<% } else if (it.reason === 'blocked') { %>: a moderator blocked it<% } %>.",
      action: 'My offers',
    },
    'verification.approved': {
      subject: 'Your verification was approved',
      heading: 'You are verified',
      body: 'Your documents were approved<% if (it.level) { %>; your account is now at level <%= it.level %><% } %>.',
      action: 'See your level',
    },
    'verification.rejected': {
      subject: 'Your verification needs attention',
      heading: 'Your documents were not accepted',
      body: '<% if (it.reason) { %><%= it.reason %>. <% } %>You can send new documents from the verification page.',
      action: 'Open verification',
    },
    'security.new_device': {
      subject: 'New sign-in to your account',
      heading: 'Your account was signed in from a new device',
      body: '<%= it.device || "An unknown device" %><% if (it.place) { %> in <%= it.place %><% } %><% if (it.ip) { %> (<%= it.ip %>)<% } %>. If this was not you, change your password now.',
      action: 'Review security',
    },
    'security.password_changed': {
      subject: 'Your password was changed',
      heading: 'Your password was changed',
      body: 'If you did not change it, reset your password at once and contact support.',
      action: 'Review security',
    },
    'security.email_changed': {
      subject: 'Your e-mail address was changed',
      heading: 'The e-mail address of your account changed',
      body: 'If you did not make this change, contact support at once.',
      action: 'Review security',
    },
    'security.two_factor_changed': {
      subject: 'Two-factor authentication changed',
      heading: 'Your two-factor authentication settings changed',
      body: 'If you did not make this change, secure your account at once.',
      action: 'Review security',
    },
    'security.changed': {
      subject: 'Security settings changed',
      heading: 'A security setting of your account changed',
      body: '<% if (it.what) { %><%= it.what %>. <% } %>If you did not make this change, secure your account at once.',
      action: 'Review security',
    },
    'support.message': {
      subject: 'New support message from <%= it.username %>',
      heading: '<%= it.username %> wrote to support',
      body: 'A user is waiting for an answer in the support inbox.',
      action: 'Open the conversation',
    },
    'support.assigned': {
      subject: 'Support conversation with <%= it.username %> assigned to you',
      heading: 'A support conversation is yours',
      body: '<% if (it.by) { %><%= it.by %> assigned you the conversation with <%= it.username %>.<% } else { %>You were assigned the conversation with <%= it.username %>.<% } %>',
      action: 'Open the conversation',
    },
    'support.reply': {
      subject: 'Support answered you',
      heading: 'You have an answer from support',
      body: 'Open the support chat to read it.',
      action: 'Open the support chat',
    },
    'security.auth_request': {
      subject: 'Is this you?',
      heading: 'Another browser asks to confirm it is you',
      body: '<%= it.browser || "A browser" %> asked to confirm it is you. Open the marketplace to approve or deny it; if it was not you, deny it and change your password.',
      action: 'Review security',
    },
    'marketing.news': {
      subject: '<%= it.title %>',
      heading: '<%= it.title %>',
      body: '<%= it.text %>',
      action: 'Read more',
    },
  },
};
