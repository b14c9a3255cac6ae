import type { NotificationTextCatalogue } from './notification-text.js';

export const es: NotificationTextCatalogue = {
  fallback: { title: 'Nueva notificación', body: 'Abre el mercado para verla.' },
  kinds: {
    'trade.started': {
      title: 'Nuevo intercambio',
      body: '{partner} inició un intercambio contigo.',
      plain: 'Se inició un intercambio contigo.',
    },
    'trade.funded': {
      title: 'Intercambio financiado',
      body: 'Las criptomonedas están en depósito. Ya puedes pagar.',
    },
    'trade.paid': {
      title: 'Marcado como pagado',
      body: '{partner} marcó el intercambio como pagado. Revisa tu cuenta y libera.',
      plain: 'Tu contraparte marcó el intercambio como pagado. Revisa tu cuenta y libera.',
    },
    'trade.released': {
      title: 'Criptomonedas liberadas',
      body: 'Se liberaron las criptomonedas. El intercambio terminó.',
    },
    'trade.cancelled': { title: 'Intercambio cancelado', body: 'El intercambio fue cancelado.' },
    'trade.expired': {
      title: 'Intercambio vencido',
      body: 'El plazo de pago terminó y el intercambio venció.',
    },
    'trade.disputed': {
      title: 'Disputa abierta',
      body: 'Se abrió una disputa en tu intercambio. Un moderador se unirá.',
    },
    'trade.bank_account': {
      title: 'Cuenta bancaria compartida',
      body: '{partner} compartió datos bancarios en el intercambio.',
      plain: 'Se compartieron datos bancarios en tu intercambio.',
    },
    'trade.attachment': {
      title: 'Nuevo archivo',
      body: '{partner} envió un archivo en el chat.',
      plain: 'Se envió un archivo en el chat de tu intercambio.',
    },
    'trade.message': {
      title: 'Nuevo mensaje',
      body: '{partner} escribió en el chat del intercambio.',
      plain: 'Tienes mensajes nuevos en un chat de intercambio.',
    },
    'messenger.message': {
      title: 'Nuevo mensaje',
      body: '{partner} te escribió en el mensajero.',
      plain: 'Tienes mensajes nuevos en el mensajero.',
    },
    'dispute.opened': { title: 'Nueva disputa', body: 'Una disputa necesita un moderador.' },
    'dispute.message': { title: 'Mensaje en disputa', body: 'Hay un mensaje nuevo en una disputa.' },
    'dispute.evidence': { title: 'Nueva prueba', body: 'Se subió una prueba nueva a una disputa.' },
    'dispute.awarded': { title: 'Disputa resuelta', body: 'El moderador resolvió la disputa.' },
    'feedback.received': {
      title: 'Nueva valoración',
      body: '{partner} te dejó una valoración.',
      plain: 'Recibiste una valoración.',
    },
    'feedback.reply': {
      title: 'Respuesta a valoración',
      body: '{partner} respondió a tu valoración.',
      plain: 'Tu valoración recibió una respuesta.',
    },
    'wallet.deposit_pending': {
      title: 'Depósito en camino',
      body: 'Un depósito de {amount} {coin} espera confirmaciones.',
      plain: 'Un depósito espera confirmaciones.',
    },
    'wallet.deposit_confirmed': {
      title: 'Depósito recibido',
      body: 'Llegaron {amount} {coin} a tu billetera.',
      plain: 'Llegó un depósito a tu billetera.',
    },
    'wallet.sendout_sent': {
      title: 'Envío realizado',
      body: 'Tu envío de {amount} {coin} salió.',
      plain: 'Tu envío salió.',
    },
    'wallet.sendout_failed': {
      title: 'Envío fallido',
      body: 'Tu envío falló y los fondos volvieron a tu billetera.',
    },
    'offer.disabled': { title: 'Oferta desactivada', body: 'Una de tus ofertas fue desactivada.' },
    'export.ready': {
      title: 'Exportación lista',
      body: 'Tu exportación del historial de operaciones está lista para descargar.',
    },
    'webhook.disabled': {
      title: 'Webhook desactivado',
      body: 'Tu webhook falló demasiadas entregas y se desactivó.',
    },
    'rates.paused': {
      title: 'Fuentes de precios caducadas',
      body: 'Todas las fuentes de precios están caducadas: las ofertas con margen quedan en pausa hasta que una responda.',
    },
    'verification.approved': { title: 'Verificación aprobada', body: 'Tu verificación fue aprobada.' },
    'verification.rejected': {
      title: 'Verificación rechazada',
      body: 'Tu verificación fue rechazada. Ábrela para ver el motivo.',
    },
    'security.new_device': {
      title: 'Nuevo inicio de sesión',
      body: 'Se inició sesión en tu cuenta desde un dispositivo nuevo. ¿Fuiste tú?',
    },
    'security.password_changed': { title: 'Contraseña cambiada', body: 'Se cambió tu contraseña.' },
    'security.email_changed': { title: 'Correo cambiado', body: 'Se cambió tu dirección de correo.' },
    'security.two_factor_changed': {
      title: 'Doble factor cambiado',
      body: 'Se cambió la configuración de doble factor.',
    },
    'security.changed': {
      title: 'Cambio de seguridad',
      body: 'Se cambió un ajuste de seguridad de tu cuenta.',
    },
    'support.message': {
      title: 'Mensaje de soporte',
      body: '{username} escribió a soporte.',
      plain: 'Un usuario escribió a soporte.',
    },
    'support.assigned': {
      title: 'Conversación asignada',
      body: 'La conversación con {username} es tuya.',
      plain: 'Se te asignó una conversación de soporte.',
    },
    'support.reply': { title: 'Soporte respondió', body: 'Tienes una respuesta de soporte.' },
    'security.auth_request': {
      title: '¿Eres tú?',
      body: '{browser} pide confirmar que eres tú. Apruébalo o recházalo en la aplicación.',
      plain: 'Otro navegador pide confirmar que eres tú. Apruébalo o recházalo en la aplicación.',
    },
    'marketing.news': { title: 'Novedades', body: 'Hay novedades en el mercado.' },
  },
};
