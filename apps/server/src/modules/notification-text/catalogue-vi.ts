import type { NotificationTextCatalogue } from './notification-text.js';

export const vi: NotificationTextCatalogue = {
  fallback: { title: 'Thông báo mới', body: 'Mở sàn giao dịch để xem.' },
  kinds: {
    'trade.started': {
      title: 'Giao dịch mới',
      body: '{partner} đã bắt đầu một giao dịch với bạn.',
      plain: 'Một giao dịch với bạn đã bắt đầu.',
    },
    'trade.funded': {
      title: 'Giao dịch đã ký quỹ',
      body: 'Tiền mã hóa đã được khóa trong ký quỹ. Bạn có thể thanh toán.',
    },
    'trade.paid': {
      title: 'Đã đánh dấu đã thanh toán',
      body: '{partner} đã đánh dấu giao dịch là đã thanh toán. Hãy kiểm tra tài khoản rồi giải phóng.',
      plain: 'Đối tác đã đánh dấu giao dịch là đã thanh toán. Hãy kiểm tra tài khoản rồi giải phóng.',
    },
    'trade.released': {
      title: 'Đã giải phóng tiền mã hóa',
      body: 'Tiền mã hóa đã được giải phóng. Giao dịch hoàn tất.',
    },
    'trade.cancelled': { title: 'Giao dịch đã hủy', body: 'Giao dịch đã bị hủy.' },
    'trade.expired': {
      title: 'Giao dịch hết hạn',
      body: 'Thời hạn thanh toán đã hết và giao dịch đã hết hạn.',
    },
    'trade.disputed': {
      title: 'Đã mở tranh chấp',
      body: 'Một tranh chấp đã được mở cho giao dịch của bạn. Người kiểm duyệt sẽ tham gia.',
    },
    'trade.bank_account': {
      title: 'Đã chia sẻ tài khoản ngân hàng',
      body: '{partner} đã chia sẻ thông tin tài khoản ngân hàng trong giao dịch.',
      plain: 'Thông tin tài khoản ngân hàng đã được chia sẻ trong giao dịch của bạn.',
    },
    'trade.attachment': {
      title: 'Tệp đính kèm mới',
      body: '{partner} đã gửi một tệp trong trò chuyện giao dịch.',
      plain: 'Một tệp đã được gửi trong trò chuyện giao dịch của bạn.',
    },
    'trade.message': {
      title: 'Tin nhắn mới',
      body: '{partner} đã viết trong trò chuyện giao dịch.',
      plain: 'Bạn có tin nhắn mới trong trò chuyện giao dịch.',
    },
    'messenger.message': {
      title: 'Tin nhắn mới',
      body: '{partner} đã nhắn cho bạn trong hộp thư.',
      plain: 'Bạn có tin nhắn mới trong hộp thư.',
    },
    'dispute.opened': { title: 'Tranh chấp mới', body: 'Một tranh chấp cần người kiểm duyệt.' },
    'dispute.message': { title: 'Tin nhắn tranh chấp', body: 'Có tin nhắn mới trong một tranh chấp.' },
    'dispute.evidence': { title: 'Bằng chứng mới', body: 'Bằng chứng mới đã được tải lên một tranh chấp.' },
    'dispute.awarded': {
      title: 'Tranh chấp đã giải quyết',
      body: 'Người kiểm duyệt đã giải quyết tranh chấp.',
    },
    'feedback.received': {
      title: 'Đánh giá mới',
      body: '{partner} đã để lại đánh giá cho bạn.',
      plain: 'Bạn đã nhận được một đánh giá.',
    },
    'feedback.reply': {
      title: 'Phản hồi đánh giá',
      body: '{partner} đã trả lời đánh giá của bạn.',
      plain: 'Đánh giá của bạn đã có phản hồi.',
    },
    'wallet.deposit_pending': {
      title: 'Khoản nạp đang đến',
      body: 'Khoản nạp {amount} {coin} đang chờ xác nhận.',
      plain: 'Một khoản nạp đang chờ xác nhận.',
    },
    'wallet.deposit_confirmed': {
      title: 'Đã nhận khoản nạp',
      body: '{amount} {coin} đã vào ví của bạn.',
      plain: 'Một khoản nạp đã vào ví của bạn.',
    },
    'wallet.sendout_sent': {
      title: 'Đã gửi tiền mã hóa',
      body: 'Lệnh gửi {amount} {coin} của bạn đã được gửi đi.',
      plain: 'Lệnh gửi của bạn đã được gửi đi.',
    },
    'wallet.sendout_failed': {
      title: 'Gửi thất bại',
      body: 'Lệnh gửi của bạn thất bại và tiền đã trở lại ví.',
    },
    'offer.disabled': { title: 'Quảng cáo đã tắt', body: 'Một quảng cáo của bạn đã bị tắt.' },
    'export.ready': {
      title: 'Bản xuất đã sẵn sàng',
      body: 'Bản xuất lịch sử giao dịch của bạn đã sẵn sàng để tải xuống.',
    },
    'webhook.disabled': {
      title: 'Webhook đã tắt',
      body: 'Webhook của bạn gửi lỗi quá nhiều lần và đã bị tắt.',
    },
    'rates.paused': {
      title: 'Giá đã cũ',
      body: 'Mọi nguồn giá đều đã cũ: quảng cáo theo biên độ tạm dừng cho đến khi có nguồn trả lời lại.',
    },
    'verification.approved': { title: 'Xác minh được duyệt', body: 'Xác minh của bạn đã được duyệt.' },
    'verification.rejected': {
      title: 'Xác minh bị từ chối',
      body: 'Xác minh của bạn bị từ chối. Mở để xem lý do.',
    },
    'security.new_device': {
      title: 'Đăng nhập mới',
      body: 'Tài khoản của bạn đã đăng nhập từ một thiết bị mới. Có phải bạn không?',
    },
    'security.password_changed': { title: 'Đã đổi mật khẩu', body: 'Mật khẩu của bạn đã được đổi.' },
    'security.email_changed': { title: 'Đã đổi e-mail', body: 'Địa chỉ e-mail của bạn đã được đổi.' },
    'security.two_factor_changed': {
      title: 'Đã đổi xác thực hai lớp',
      body: 'Cài đặt xác thực hai lớp của bạn đã được đổi.',
    },
    'security.changed': { title: 'Thay đổi bảo mật', body: 'Một cài đặt bảo mật của tài khoản đã được đổi.' },
    'support.message': {
      title: 'Tin nhắn hỗ trợ',
      body: '{username} đã viết cho bộ phận hỗ trợ.',
      plain: 'Một người dùng đã viết cho bộ phận hỗ trợ.',
    },
    'support.assigned': {
      title: 'Đã giao cuộc trò chuyện hỗ trợ',
      body: 'Cuộc trò chuyện với {username} được giao cho bạn.',
      plain: 'Một cuộc trò chuyện hỗ trợ được giao cho bạn.',
    },
    'support.reply': { title: 'Hỗ trợ đã trả lời', body: 'Bạn có câu trả lời từ bộ phận hỗ trợ.' },
    'security.auth_request': {
      title: 'Có phải bạn không?',
      body: '{browser} yêu cầu xác nhận đó là bạn. Hãy chấp nhận hoặc từ chối trong ứng dụng.',
      plain: 'Một trình duyệt khác yêu cầu xác nhận đó là bạn. Hãy chấp nhận hoặc từ chối trong ứng dụng.',
    },
    'marketing.news': { title: 'Tin tức', body: 'Sàn giao dịch có tin mới.' },
  },
};
