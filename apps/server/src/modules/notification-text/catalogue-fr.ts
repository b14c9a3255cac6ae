import type { NotificationTextCatalogue } from './notification-text.js';

export const fr: NotificationTextCatalogue = {
  fallback: { title: 'Nouvelle notification', body: 'Ouvrez la place de marché pour la voir.' },
  kinds: {
    'trade.started': {
      title: 'Nouvelle transaction',
      body: '{partner} a démarré une transaction avec vous.',
      plain: 'Une transaction avec vous a démarré.',
    },
    'trade.funded': {
      title: 'Transaction approvisionnée',
      body: 'La crypto est bloquée en séquestre. Vous pouvez payer.',
    },
    'trade.paid': {
      title: 'Marquée comme payée',
      body: '{partner} a marqué la transaction comme payée. Vérifiez votre compte, puis libérez.',
      plain: 'Votre partenaire a marqué la transaction comme payée. Vérifiez votre compte, puis libérez.',
    },
    'trade.released': {
      title: 'Crypto libérée',
      body: 'La crypto a été libérée. La transaction est terminée.',
    },
    'trade.cancelled': { title: 'Transaction annulée', body: 'La transaction a été annulée.' },
    'trade.expired': {
      title: 'Transaction expirée',
      body: 'Le délai de paiement est écoulé et la transaction a expiré.',
    },
    'trade.disputed': {
      title: 'Litige ouvert',
      body: 'Un litige a été ouvert sur votre transaction. Un modérateur va intervenir.',
    },
    'trade.bank_account': {
      title: 'Compte bancaire partagé',
      body: '{partner} a partagé des coordonnées bancaires dans la transaction.',
      plain: 'Des coordonnées bancaires ont été partagées dans votre transaction.',
    },
    'trade.attachment': {
      title: 'Nouvelle pièce jointe',
      body: '{partner} a envoyé un fichier dans le chat de la transaction.',
      plain: 'Un fichier a été envoyé dans le chat de votre transaction.',
    },
    'trade.message': {
      title: 'Nouveau message',
      body: '{partner} a écrit dans le chat de la transaction.',
      plain: 'Vous avez de nouveaux messages dans le chat d’une transaction.',
    },
    'messenger.message': {
      title: 'Nouveau message',
      body: '{partner} vous a écrit dans la messagerie.',
      plain: 'Vous avez de nouveaux messages dans la messagerie.',
    },
    'dispute.opened': { title: 'Nouveau litige', body: 'Un litige attend un modérateur.' },
    'dispute.message': { title: 'Message de litige', body: 'Un nouveau message est arrivé dans un litige.' },
    'dispute.evidence': {
      title: 'Nouvelle preuve',
      body: 'Une nouvelle preuve a été déposée dans un litige.',
    },
    'dispute.awarded': { title: 'Litige tranché', body: 'Le modérateur a tranché le litige.' },
    'feedback.received': {
      title: 'Nouvel avis',
      body: '{partner} vous a laissé un avis.',
      plain: 'Vous avez reçu un avis.',
    },
    'feedback.reply': {
      title: 'Réponse à un avis',
      body: '{partner} a répondu à votre avis.',
      plain: 'Votre avis a reçu une réponse.',
    },
    'wallet.deposit_pending': {
      title: 'Dépôt en route',
      body: 'Un dépôt de {amount} {coin} attend ses confirmations.',
      plain: 'Un dépôt attend ses confirmations.',
    },
    'wallet.deposit_confirmed': {
      title: 'Dépôt reçu',
      body: '{amount} {coin} sont arrivés dans votre portefeuille.',
      plain: 'Un dépôt est arrivé dans votre portefeuille.',
    },
    'wallet.sendout_sent': {
      title: 'Crypto envoyée',
      body: 'Votre envoi de {amount} {coin} est parti.',
      plain: 'Votre envoi est parti.',
    },
    'wallet.sendout_failed': {
      title: 'Échec de l’envoi',
      body: 'Votre envoi a échoué et les fonds sont revenus dans votre portefeuille.',
    },
    'offer.disabled': { title: 'Offre désactivée', body: 'Une de vos offres a été désactivée.' },
    'export.ready': {
      title: 'Export prêt',
      body: 'L’export de votre historique de transactions est prêt à télécharger.',
    },
    'webhook.disabled': {
      title: 'Webhook désactivé',
      body: 'Votre webhook a échoué trop de livraisons et a été désactivé.',
    },
    'rates.paused': {
      title: 'Cours périmés',
      body: 'Toutes les sources de prix sont périmées : les offres à marge sont suspendues jusqu’au retour d’une source.',
    },
    'verification.approved': { title: 'Vérification approuvée', body: 'Votre vérification a été approuvée.' },
    'verification.rejected': {
      title: 'Vérification refusée',
      body: 'Votre vérification a été refusée. Ouvrez-la pour savoir pourquoi.',
    },
    'security.new_device': {
      title: 'Nouvelle connexion',
      body: 'Votre compte a été ouvert depuis un nouvel appareil. Était-ce vous ?',
    },
    'security.password_changed': { title: 'Mot de passe modifié', body: 'Votre mot de passe a été modifié.' },
    'security.email_changed': { title: 'E-mail modifié', body: 'Votre adresse e-mail a été modifiée.' },
    'security.two_factor_changed': {
      title: 'Double authentification modifiée',
      body: 'Vos réglages de double authentification ont été modifiés.',
    },
    'security.changed': {
      title: 'Changement de sécurité',
      body: 'Un réglage de sécurité de votre compte a été modifié.',
    },
    'support.message': {
      title: 'Message au support',
      body: '{username} a écrit au support.',
      plain: 'Un utilisateur a écrit au support.',
    },
    'support.assigned': {
      title: 'Conversation de support attribuée',
      body: 'La conversation avec {username} vous revient.',
      plain: 'Une conversation de support vous a été attribuée.',
    },
    'support.reply': { title: 'Réponse du support', body: 'Le support vous a répondu.' },
    'security.auth_request': {
      title: 'Est-ce vous ?',
      body: '{browser} demande à confirmer que c’est vous. Approuvez ou refusez dans l’app.',
      plain: 'Un autre navigateur demande à confirmer que c’est vous. Approuvez ou refusez dans l’app.',
    },
    'marketing.news': { title: 'Actualités', body: 'La place de marché a des nouvelles pour vous.' },
  },
};
