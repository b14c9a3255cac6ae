import type { EmailCatalogue } from './types.js';

const trade = '<%= it.cryptoAmount %> <%= it.coin %> por <%= it.fiatAmount %> <%= it.fiatCode %>';

export const es: EmailCatalogue = {
  frame: {
    greeting: 'Hola, <%= it.username %>:',
    footer: 'Recibes este correo porque tienes una cuenta en <%= it.site %>.',
    unsubscribe: 'Dejar de recibir estos correos',
    securityNotice: 'Los correos de seguridad se envían siempre y no se pueden desactivar.',
    preferences: 'Ajustes de notificaciones',
  },
  kinds: {
    'trade.started': {
      subject: 'Nuevo intercambio con <%= it.partner %>',
      heading: '<%= it.partner %> inició un intercambio en tu oferta',
      body: `${trade} mediante <%= it.paymentMethod %>. Abre el intercambio para seguirlo antes de que termine el plazo.`,
      action: 'Abrir el intercambio',
    },
    'trade.funded': {
      subject: 'El intercambio <%= it.tradeHash %> tiene fondos',
      heading: 'El depósito en garantía de tu intercambio con <%= it.partner %> tiene fondos',
      body: `${trade}: las monedas están bloqueadas en garantía y el intercambio puede continuar.`,
      action: 'Abrir el intercambio',
    },
    'trade.paid': {
      subject: '<%= it.partner %> marcó el intercambio <%= it.tradeHash %> como pagado',
      heading: 'El comprador dice que envió el pago',
      body: 'Comprueba que recibiste <%= it.fiatAmount %> <%= it.fiatCode %> por <%= it.paymentMethod %> antes de liberar <%= it.cryptoAmount %> <%= it.coin %>.',
      action: 'Abrir el intercambio',
    },
    'trade.released': {
      subject: 'Intercambio <%= it.tradeHash %> completado',
      heading: '<%= it.partner %> liberó las monedas',
      body: `${trade}: el intercambio está completo. Ya puedes dejar tu valoración.`,
      action: 'Dejar valoración',
    },
    'trade.cancelled': {
      subject: 'El intercambio <%= it.tradeHash %> se canceló',
      heading: 'Tu intercambio con <%= it.partner %> se canceló',
      body: `${trade}. Las monedas en garantía volvieron al vendedor.`,
      action: 'Abrir el intercambio',
    },
    'trade.expired': {
      subject: 'El intercambio <%= it.tradeHash %> caducó',
      heading: 'Tu intercambio con <%= it.partner %> caducó',
      body: `${trade}: terminó el plazo de pago. Las monedas en garantía volvieron al vendedor.`,
      action: 'Abrir el intercambio',
    },
    'trade.disputed': {
      subject: 'Disputa abierta en el intercambio <%= it.tradeHash %>',
      heading: 'Se abrió una disputa en tu intercambio con <%= it.partner %>',
      body: 'Un moderador revisará el intercambio. Responde en el chat y sube las pruebas que tengas.',
      action: 'Abrir el intercambio',
    },
    'trade.bank_account': {
      subject: '<%= it.partner %> compartió una cuenta bancaria',
      heading: 'Nuevos datos bancarios en el intercambio <%= it.tradeHash %>',
      body: '<%= it.partner %> compartió datos bancarios en el chat del intercambio.',
      action: 'Ver los datos',
    },
    'trade.attachment': {
      subject: 'Nuevo archivo en el intercambio <%= it.tradeHash %>',
      heading: '<%= it.partner %> subió un archivo',
      body: 'Se añadió un archivo al chat de tu intercambio.',
      action: 'Abrir el chat',
    },
    'trade.message': {
      subject: 'Mensajes nuevos de <%= it.partner %>',
      heading: '<%= it.count %> mensaje(s) nuevo(s) en el intercambio <%= it.tradeHash %>',
      body: '<%= it.partner %> te escribió en el chat del intercambio.',
      action: 'Abrir el chat',
    },
    'dispute.opened': {
      subject: 'Nueva disputa: intercambio <%= it.tradeHash %>',
      heading: 'Una disputa necesita un moderador',
      body: `Intercambio entre <%= it.buyer %> y <%= it.seller %>: ${trade}.`,
      action: 'Abrir la disputa',
    },
    'dispute.message': {
      subject: 'Nuevo mensaje en la disputa del intercambio <%= it.tradeHash %>',
      heading: 'Nuevo mensaje en una disputa',
      body: 'Hay <%= it.count %> mensaje(s) nuevo(s) en el chat de la disputa.',
      action: 'Abrir el chat',
    },
    'dispute.evidence': {
      subject: 'Nuevas pruebas en el intercambio <%= it.tradeHash %>',
      heading: 'Una de las partes subió pruebas',
      body: 'Se añadió un archivo al chat del intercambio en disputa.',
      action: 'Abrir la disputa',
    },
    'dispute.awarded': {
      subject: 'Se resolvió la disputa del intercambio <%= it.tradeHash %>',
      heading:
        '<% if (it.outcome === "won") { %>La disputa se resolvió a tu favor<% } else if (it.outcome === "lost") { %>La disputa se resolvió a favor de tu contraparte<% } else { %>La disputa se resolvió<% } %>',
      body: `${trade}. La decisión del moderador es definitiva.`,
      action: 'Abrir el intercambio',
    },
    'feedback.received': {
      subject: 'Recibiste una valoración',
      heading: 'Nueva valoración en el intercambio <%= it.tradeHash %>',
      body: 'Tu contraparte dejó una valoración en tu perfil.',
      action: 'Leerla',
    },
    'feedback.reply': {
      subject: 'Respuesta a tu valoración',
      heading: 'Tu contraparte respondió a tu valoración',
      body: 'Hay una respuesta a la valoración que dejaste en el intercambio <%= it.tradeHash %>.',
      action: 'Leerla',
    },
    'wallet.deposit_pending': {
      subject: 'Depósito entrante: <%= it.amount %> <%= it.coin %>',
      heading: 'Hay un depósito en camino',
      body: 'Vemos <%= it.amount %> <%= it.coin %> llegando a tu billetera. Se acreditan cuando se confirman.',
      action: 'Abrir la billetera',
    },
    'wallet.deposit_confirmed': {
      subject: 'Depósito acreditado: <%= it.amount %> <%= it.coin %>',
      heading: 'Tu depósito está confirmado',
      body: 'Se acreditaron <%= it.amount %> <%= it.coin %> en tu billetera.',
      action: 'Abrir la billetera',
    },
    'wallet.sendout_sent': {
      subject: 'Enviado: <%= it.amount %> <%= it.coin %>',
      heading: 'Tu envío salió',
      body: '<%= it.amount %> <%= it.coin %> salieron de tu billetera.',
      action: 'Abrir la billetera',
    },
    'wallet.sendout_failed': {
      subject: 'Envío fallido: <%= it.amount %> <%= it.coin %>',
      heading: 'No se pudo realizar tu envío',
      body: 'El envío de <%= it.amount %> <%= it.coin %> falló<% if (it.reason) { %> (<%= it.reason %>)<% } %>. El importe volvió a tu billetera.',
      action: 'Abrir la billetera',
    },
    'offer.disabled': {
      subject: 'Tu oferta se desactivó',
      heading: 'Desactivamos una de tus ofertas',
      body: "La oferta <%= it.offerHash %> se desactivó<% if (it.reason === 'balance') { %>: tu saldo ya no cubre su monto mínimo<% } else if (it.reason === 'cap_reached') { %>: alcanzó su límite de operaciones<% } else if (it.reason === 'restriction') { %>: una restricción de tu cuenta retira tus ofertas del mercado<% } else if (it.reason === 'blocked') { %>: un moderador la bloqueó<% } %>.",
      action: 'Mis ofertas',
    },
    'verification.approved': {
      subject: 'Tu verificación fue aprobada',
      heading: 'Estás verificado',
      body: 'Tus documentos fueron aprobados<% if (it.level) { %>; tu cuenta está ahora en el nivel <%= it.level %><% } %>.',
      action: 'Ver tu nivel',
    },
    'verification.rejected': {
      subject: 'Tu verificación necesita atención',
      heading: 'Tus documentos no fueron aceptados',
      body: '<% if (it.reason) { %><%= it.reason %>. <% } %>Puedes enviar documentos nuevos desde la página de verificación.',
      action: 'Abrir verificación',
    },
    'security.new_device': {
      subject: 'Nuevo inicio de sesión en tu cuenta',
      heading: 'Se inició sesión en tu cuenta desde un dispositivo nuevo',
      body: '<%= it.device || "Un dispositivo desconocido" %><% if (it.place) { %> en <%= it.place %><% } %><% if (it.ip) { %> (<%= it.ip %>)<% } %>. Si no fuiste tú, cambia tu contraseña ahora.',
      action: 'Revisar la seguridad',
    },
    'security.password_changed': {
      subject: 'Se cambió tu contraseña',
      heading: 'Se cambió tu contraseña',
      body: 'Si no la cambiaste tú, restablécela de inmediato y contacta con soporte.',
      action: 'Revisar la seguridad',
    },
    'security.email_changed': {
      subject: 'Se cambió tu correo electrónico',
      heading: 'El correo electrónico de tu cuenta cambió',
      body: 'Si no hiciste este cambio, contacta con soporte de inmediato.',
      action: 'Revisar la seguridad',
    },
    'security.two_factor_changed': {
      subject: 'La autenticación en dos pasos cambió',
      heading: 'Cambió la configuración de tu autenticación en dos pasos',
      body: 'Si no hiciste este cambio, protege tu cuenta de inmediato.',
      action: 'Revisar la seguridad',
    },
    'security.changed': {
      subject: 'Cambió la configuración de seguridad',
      heading: 'Cambió un ajuste de seguridad de tu cuenta',
      body: '<% if (it.what) { %><%= it.what %>. <% } %>Si no hiciste este cambio, protege tu cuenta de inmediato.',
      action: 'Revisar la seguridad',
    },
    'support.message': {
      subject: 'Nuevo mensaje de soporte de <%= it.username %>',
      heading: '<%= it.username %> escribió a soporte',
      body: 'Un usuario espera una respuesta en la bandeja de soporte.',
      action: 'Abrir la conversación',
    },
    'support.assigned': {
      subject: 'Se te asignó la conversación de soporte con <%= it.username %>',
      heading: 'Una conversación de soporte es tuya',
      body: '<% if (it.by) { %><%= it.by %> te asignó la conversación con <%= it.username %>.<% } else { %>Se te asignó la conversación con <%= it.username %>.<% } %>',
      action: 'Abrir la conversación',
    },
    'support.reply': {
      subject: 'Soporte te respondió',
      heading: 'Tienes una respuesta de soporte',
      body: 'Abre el chat de soporte para leerla.',
      action: 'Abrir el chat de soporte',
    },
    'security.auth_request': {
      subject: '¿Eres tú?',
      heading: 'Otro navegador pide confirmar que eres tú',
      body: '<%= it.browser || "Un navegador" %> pidió confirmar que eres tú. Abre el mercado para aprobarlo o rechazarlo; si no fuiste tú, recházalo y cambia tu contraseña.',
      action: 'Revisar seguridad',
    },
    'marketing.news': {
      subject: '<%= it.title %>',
      heading: '<%= it.title %>',
      body: '<%= it.text %>',
      action: 'Leer más',
    },
  },
};
