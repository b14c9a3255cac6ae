import type { NotificationTextCatalogue } from './notification-text.js';

export const ar: NotificationTextCatalogue = {
  fallback: { title: 'إشعار جديد', body: 'افتح السوق لرؤيته.' },
  kinds: {
    'trade.started': {
      title: 'صفقة جديدة',
      body: 'بدأ {partner} صفقة معك.',
      plain: 'بدأت صفقة معك.',
    },
    'trade.funded': { title: 'تم تمويل الصفقة', body: 'العملة المشفرة محجوزة في الضمان. يمكنك الدفع الآن.' },
    'trade.paid': {
      title: 'تم وضع علامة مدفوع',
      body: 'وضع {partner} علامة مدفوع على الصفقة. تحقق من حسابك ثم حرر العملة.',
      plain: 'وضع الطرف الآخر علامة مدفوع على الصفقة. تحقق من حسابك ثم حرر العملة.',
    },
    'trade.released': { title: 'تم تحرير العملة', body: 'تم تحرير العملة المشفرة. اكتملت الصفقة.' },
    'trade.cancelled': { title: 'أُلغيت الصفقة', body: 'تم إلغاء الصفقة.' },
    'trade.expired': { title: 'انتهت مهلة الصفقة', body: 'انتهت مهلة الدفع وانتهت الصفقة.' },
    'trade.disputed': { title: 'فُتح نزاع', body: 'فُتح نزاع على صفقتك. سينضم مشرف.' },
    'trade.bank_account': {
      title: 'تمت مشاركة حساب بنكي',
      body: 'شارك {partner} بيانات حساب بنكي في الصفقة.',
      plain: 'تمت مشاركة بيانات حساب بنكي في صفقتك.',
    },
    'trade.attachment': {
      title: 'مرفق جديد',
      body: 'أرسل {partner} ملفًا في محادثة الصفقة.',
      plain: 'أُرسل ملف في محادثة صفقتك.',
    },
    'trade.message': {
      title: 'رسالة جديدة',
      body: 'كتب {partner} في محادثة الصفقة.',
      plain: 'لديك رسائل جديدة في محادثة صفقة.',
    },
    'messenger.message': {
      title: 'رسالة جديدة',
      body: 'راسلك {partner} في الرسائل.',
      plain: 'لديك رسائل جديدة في الرسائل.',
    },
    'dispute.opened': { title: 'نزاع جديد', body: 'نزاع يحتاج إلى مشرف.' },
    'dispute.message': { title: 'رسالة في نزاع', body: 'هناك رسالة جديدة في نزاع.' },
    'dispute.evidence': { title: 'دليل جديد', body: 'رُفع دليل جديد إلى نزاع.' },
    'dispute.awarded': { title: 'حُسم النزاع', body: 'حسم المشرف النزاع.' },
    'feedback.received': {
      title: 'تقييم جديد',
      body: 'ترك لك {partner} تقييمًا.',
      plain: 'تلقيت تقييمًا.',
    },
    'feedback.reply': {
      title: 'رد على تقييم',
      body: 'رد {partner} على تقييمك.',
      plain: 'تلقى تقييمك ردًا.',
    },
    'wallet.deposit_pending': {
      title: 'إيداع في الطريق',
      body: 'إيداع بقيمة {amount} {coin} ينتظر التأكيدات.',
      plain: 'إيداع ينتظر التأكيدات.',
    },
    'wallet.deposit_confirmed': {
      title: 'تم استلام الإيداع',
      body: 'وصل {amount} {coin} إلى محفظتك.',
      plain: 'وصل إيداع إلى محفظتك.',
    },
    'wallet.sendout_sent': {
      title: 'تم الإرسال',
      body: 'تم إرسال {amount} {coin} كما طلبت.',
      plain: 'تم تنفيذ إرسالك.',
    },
    'wallet.sendout_failed': { title: 'فشل الإرسال', body: 'فشل إرسالك وعادت الأموال إلى محفظتك.' },
    'offer.disabled': { title: 'أُوقف عرض', body: 'تم إيقاف أحد عروضك.' },
    'export.ready': { title: 'التصدير جاهز', body: 'تصدير سجل صفقاتك جاهز للتنزيل.' },
    'webhook.disabled': {
      title: 'أُوقف الـ Webhook',
      body: 'فشل الـ Webhook الخاص بك في تسليمات كثيرة وتم إيقافه.',
    },
    'rates.paused': {
      title: 'الأسعار قديمة',
      body: 'كل مصادر الأسعار قديمة: العروض المسعّرة بهامش متوقفة حتى يعود أحد المصادر.',
    },
    'verification.approved': { title: 'تم قبول التحقق', body: 'تم قبول التحقق من هويتك.' },
    'verification.rejected': { title: 'رُفض التحقق', body: 'رُفض التحقق من هويتك. افتحه لمعرفة السبب.' },
    'security.new_device': {
      title: 'تسجيل دخول جديد',
      body: 'تم الدخول إلى حسابك من جهاز جديد. هل كنت أنت؟',
    },
    'security.password_changed': { title: 'تغيرت كلمة المرور', body: 'تم تغيير كلمة المرور.' },
    'security.email_changed': { title: 'تغير البريد الإلكتروني', body: 'تم تغيير عنوان بريدك الإلكتروني.' },
    'security.two_factor_changed': {
      title: 'تغيرت المصادقة الثنائية',
      body: 'تم تغيير إعدادات المصادقة الثنائية.',
    },
    'security.changed': { title: 'تغيير أمني', body: 'تم تغيير أحد إعدادات الأمان في حسابك.' },
    'support.message': {
      title: 'رسالة إلى الدعم',
      body: 'كتب {username} إلى الدعم.',
      plain: 'كتب مستخدم إلى الدعم.',
    },
    'support.assigned': {
      title: 'أُسندت إليك محادثة دعم',
      body: 'المحادثة مع {username} أصبحت لك.',
      plain: 'أُسندت إليك محادثة دعم.',
    },
    'support.reply': { title: 'رد الدعم', body: 'لديك رد من الدعم.' },
    'security.auth_request': {
      title: 'هل هذا أنت؟',
      body: 'يطلب {browser} تأكيد أنك أنت. وافق أو ارفض في التطبيق.',
      plain: 'يطلب متصفح آخر تأكيد أنك أنت. وافق أو ارفض في التطبيق.',
    },
    'marketing.news': { title: 'أخبار', body: 'لدى السوق أخبار جديدة.' },
  },
};
