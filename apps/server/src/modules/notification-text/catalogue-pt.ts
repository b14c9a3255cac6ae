import type { NotificationTextCatalogue } from './notification-text.js';

export const pt: NotificationTextCatalogue = {
  fallback: { title: 'Nova notificação', body: 'Abra o marketplace para ver.' },
  kinds: {
    'trade.started': {
      title: 'Nova negociação',
      body: '{partner} iniciou uma negociação com você.',
      plain: 'Uma negociação com você foi iniciada.',
    },
    'trade.funded': {
      title: 'Negociação com fundos',
      body: 'A cripto está bloqueada no escrow. Você já pode pagar.',
    },
    'trade.paid': {
      title: 'Marcada como paga',
      body: '{partner} marcou a negociação como paga. Confira sua conta e libere.',
      plain: 'Sua contraparte marcou a negociação como paga. Confira sua conta e libere.',
    },
    'trade.released': {
      title: 'Cripto liberada',
      body: 'A cripto foi liberada. A negociação foi concluída.',
    },
    'trade.cancelled': { title: 'Negociação cancelada', body: 'A negociação foi cancelada.' },
    'trade.expired': {
      title: 'Negociação expirada',
      body: 'O prazo de pagamento acabou e a negociação expirou.',
    },
    'trade.disputed': {
      title: 'Disputa aberta',
      body: 'Uma disputa foi aberta na sua negociação. Um moderador vai entrar.',
    },
    'trade.bank_account': {
      title: 'Conta bancária compartilhada',
      body: '{partner} compartilhou dados bancários na negociação.',
      plain: 'Dados bancários foram compartilhados na sua negociação.',
    },
    'trade.attachment': {
      title: 'Novo anexo',
      body: '{partner} enviou um arquivo no chat da negociação.',
      plain: 'Um arquivo foi enviado no chat da sua negociação.',
    },
    'trade.message': {
      title: 'Nova mensagem',
      body: '{partner} escreveu no chat da negociação.',
      plain: 'Você tem novas mensagens no chat de uma negociação.',
    },
    'messenger.message': {
      title: 'Nova mensagem',
      body: '{partner} escreveu para você no mensageiro.',
      plain: 'Você tem novas mensagens no mensageiro.',
    },
    'dispute.opened': { title: 'Nova disputa', body: 'Uma disputa precisa de um moderador.' },
    'dispute.message': { title: 'Mensagem na disputa', body: 'Há uma nova mensagem em uma disputa.' },
    'dispute.evidence': { title: 'Nova prova', body: 'Uma nova prova foi enviada a uma disputa.' },
    'dispute.awarded': { title: 'Disputa resolvida', body: 'O moderador resolveu a disputa.' },
    'feedback.received': {
      title: 'Nova avaliação',
      body: '{partner} deixou uma avaliação para você.',
      plain: 'Você recebeu uma avaliação.',
    },
    'feedback.reply': {
      title: 'Resposta à avaliação',
      body: '{partner} respondeu à sua avaliação.',
      plain: 'Sua avaliação recebeu uma resposta.',
    },
    'wallet.deposit_pending': {
      title: 'Depósito a caminho',
      body: 'Um depósito de {amount} {coin} aguarda confirmações.',
      plain: 'Um depósito aguarda confirmações.',
    },
    'wallet.deposit_confirmed': {
      title: 'Depósito recebido',
      body: '{amount} {coin} chegou à sua carteira.',
      plain: 'Um depósito chegou à sua carteira.',
    },
    'wallet.sendout_sent': {
      title: 'Cripto enviada',
      body: 'Seu envio de {amount} {coin} foi feito.',
      plain: 'Seu envio foi feito.',
    },
    'wallet.sendout_failed': {
      title: 'Falha no envio',
      body: 'Seu envio falhou e os fundos voltaram para sua carteira.',
    },
    'offer.disabled': { title: 'Oferta desativada', body: 'Uma das suas ofertas foi desativada.' },
    'export.ready': {
      title: 'Exportação pronta',
      body: 'A exportação do seu histórico de negociações está pronta para baixar.',
    },
    'webhook.disabled': {
      title: 'Webhook desativado',
      body: 'Seu webhook falhou em entregas demais e foi desativado.',
    },
    'rates.paused': {
      title: 'Cotações desatualizadas',
      body: 'Todas as fontes de preço estão desatualizadas: ofertas com margem ficam pausadas até uma fonte voltar.',
    },
    'verification.approved': { title: 'Verificação aprovada', body: 'Sua verificação foi aprovada.' },
    'verification.rejected': {
      title: 'Verificação recusada',
      body: 'Sua verificação foi recusada. Abra-a para ver o motivo.',
    },
    'security.new_device': {
      title: 'Novo acesso',
      body: 'Sua conta foi acessada de um novo dispositivo. Foi você?',
    },
    'security.password_changed': { title: 'Senha alterada', body: 'Sua senha foi alterada.' },
    'security.email_changed': { title: 'E-mail alterado', body: 'Seu endereço de e-mail foi alterado.' },
    'security.two_factor_changed': {
      title: 'Dois fatores alterado',
      body: 'Suas configurações de autenticação em dois fatores foram alteradas.',
    },
    'security.changed': {
      title: 'Alteração de segurança',
      body: 'Uma configuração de segurança da sua conta foi alterada.',
    },
    'support.message': {
      title: 'Mensagem ao suporte',
      body: '{username} escreveu ao suporte.',
      plain: 'Um usuário escreveu ao suporte.',
    },
    'support.assigned': {
      title: 'Conversa de suporte atribuída',
      body: 'A conversa com {username} é sua.',
      plain: 'Uma conversa de suporte foi atribuída a você.',
    },
    'support.reply': { title: 'Resposta do suporte', body: 'Você tem uma resposta do suporte.' },
    'security.auth_request': {
      title: 'É você?',
      body: '{browser} pede para confirmar que é você. Aprove ou recuse no app.',
      plain: 'Outro navegador pede para confirmar que é você. Aprove ou recuse no app.',
    },
    'marketing.news': { title: 'Novidades', body: 'Há novidades do marketplace.' },
  },
};
