import type { NotificationTextCatalogue } from './notification-text.js';

export const zh: NotificationTextCatalogue = {
  fallback: { title: '新通知', body: '打开交易平台查看。' },
  kinds: {
    'trade.started': {
      title: '新交易',
      body: '{partner} 与你发起了一笔交易。',
      plain: '有人与你发起了一笔交易。',
    },
    'trade.funded': { title: '交易已托管', body: '加密货币已锁定在托管中。你现在可以付款。' },
    'trade.paid': {
      title: '已标记为已付款',
      body: '{partner} 已将交易标记为已付款。请核对你的账户后放币。',
      plain: '你的交易对方已将交易标记为已付款。请核对你的账户后放币。',
    },
    'trade.released': { title: '已放币', body: '加密货币已放出，交易完成。' },
    'trade.cancelled': { title: '交易已取消', body: '交易已取消。' },
    'trade.expired': { title: '交易已过期', body: '付款时限已到，交易已过期。' },
    'trade.disputed': { title: '已发起申诉', body: '你的交易已发起申诉，仲裁员将会加入。' },
    'trade.bank_account': {
      title: '已分享银行账户',
      body: '{partner} 在交易中分享了银行账户信息。',
      plain: '你的交易中分享了银行账户信息。',
    },
    'trade.attachment': {
      title: '新附件',
      body: '{partner} 在交易聊天中发送了一个文件。',
      plain: '你的交易聊天中有一个新文件。',
    },
    'trade.message': {
      title: '新消息',
      body: '{partner} 在交易聊天中留言。',
      plain: '你的交易聊天中有新消息。',
    },
    'messenger.message': {
      title: '新消息',
      body: '{partner} 在消息中心给你发了消息。',
      plain: '你在消息中心有新消息。',
    },
    'dispute.opened': { title: '新申诉', body: '有一个申诉需要仲裁员处理。' },
    'dispute.message': { title: '申诉消息', body: '申诉中有一条新消息。' },
    'dispute.evidence': { title: '新证据', body: '申诉中上传了新证据。' },
    'dispute.awarded': { title: '申诉已裁决', body: '仲裁员已对申诉作出裁决。' },
    'feedback.received': { title: '新评价', body: '{partner} 给你留下了评价。', plain: '你收到了一条评价。' },
    'feedback.reply': {
      title: '评价回复',
      body: '{partner} 回复了你的评价。',
      plain: '你的评价收到了回复。',
    },
    'wallet.deposit_pending': {
      title: '充值处理中',
      body: '一笔 {amount} {coin} 的充值正在等待确认。',
      plain: '一笔充值正在等待确认。',
    },
    'wallet.deposit_confirmed': {
      title: '充值已到账',
      body: '{amount} {coin} 已到达你的钱包。',
      plain: '一笔充值已到达你的钱包。',
    },
    'wallet.sendout_sent': {
      title: '已转出',
      body: '你转出的 {amount} {coin} 已发送。',
      plain: '你的转出已发送。',
    },
    'wallet.sendout_failed': { title: '转出失败', body: '你的转出失败，资金已退回你的钱包。' },
    'offer.disabled': { title: '广告已关闭', body: '你的一条广告已被关闭。' },
    'export.ready': { title: '导出已完成', body: '你的交易记录导出已可下载。' },
    'webhook.disabled': { title: 'Webhook 已关闭', body: '你的 Webhook 投递失败次数过多，已被关闭。' },
    'rates.paused': {
      title: '行情已过时',
      body: '所有价格源均已过时：按溢价定价的广告将暂停，直到价格源恢复。',
    },
    'verification.approved': { title: '认证已通过', body: '你的认证已通过。' },
    'verification.rejected': { title: '认证未通过', body: '你的认证未通过。打开查看原因。' },
    'security.new_device': { title: '新设备登录', body: '你的账户在新设备上登录。是你本人吗？' },
    'security.password_changed': { title: '密码已修改', body: '你的密码已修改。' },
    'security.email_changed': { title: '邮箱已修改', body: '你的邮箱地址已修改。' },
    'security.two_factor_changed': { title: '双重验证已修改', body: '你的双重验证设置已修改。' },
    'security.changed': { title: '安全设置变更', body: '你账户的一项安全设置已修改。' },
    'support.message': {
      title: '客服消息',
      body: '{username} 给客服发了消息。',
      plain: '有用户给客服发了消息。',
    },
    'support.assigned': {
      title: '客服会话已分配',
      body: '与 {username} 的会话已分配给你。',
      plain: '一个客服会话已分配给你。',
    },
    'support.reply': { title: '客服已回复', body: '客服回复了你。' },
    'security.auth_request': {
      title: '是你本人吗？',
      body: '{browser} 请求确认是你本人。请在应用中批准或拒绝。',
      plain: '另一个浏览器请求确认是你本人。请在应用中批准或拒绝。',
    },
    'marketing.news': { title: '最新消息', body: '交易平台有新消息。' },
  },
};
