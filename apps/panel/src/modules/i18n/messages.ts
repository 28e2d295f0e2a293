import type { Locale } from './locale';

/**
 * Every word the panel shows, in both languages. `{name}` placeholders are
 * filled by `translate`. Keep the two columns side by side: a missing
 * translation is a type error.
 */
const CATALOG = {
  title: { 'pt-BR': 'Painel da empresa', en: 'Company panel' },
  skipToContent: { 'pt-BR': 'Pular para o conteúdo', en: 'Skip to content' },
  navigation: { 'pt-BR': 'Navegação do painel', en: 'Panel navigation' },
  navKeys: { 'pt-BR': 'Chaves de API', en: 'API keys' },
  navWebhooks: { 'pt-BR': 'Webhooks', en: 'Webhooks' },
  navUsage: { 'pt-BR': 'Uso', en: 'Usage' },
  navAudit: { 'pt-BR': 'Auditoria', en: 'Audit' },
  signedInAs: { 'pt-BR': 'Conectado como {name} ({company})', en: 'Signed in as {name} ({company})' },
  signOut: { 'pt-BR': 'Sair', en: 'Sign out' },
  // Sign-in and passwords
  signInTitle: { 'pt-BR': 'Entrar no painel', en: 'Sign in to the panel' },
  email: { 'pt-BR': 'E-mail', en: 'E-mail' },
  password: { 'pt-BR': 'Senha', en: 'Password' },
  newPassword: { 'pt-BR': 'Nova senha', en: 'New password' },
  confirmPassword: { 'pt-BR': 'Repita a senha', en: 'Repeat the password' },
  signIn: { 'pt-BR': 'Entrar', en: 'Sign in' },
  signInFailed: { 'pt-BR': 'E-mail ou senha incorretos.', en: 'Wrong e-mail or password.' },
  signInThrottled: {
    'pt-BR': 'Muitas tentativas de entrar. Por segurança, aguarde {minutes} min e tente novamente.',
    en: 'Too many sign-in attempts. For your safety, wait {minutes} min and try again.',
  },
  signedOut: { 'pt-BR': 'Você saiu do painel.', en: 'You have signed out.' },
  sessionEnded: { 'pt-BR': 'Sua sessão terminou. Entre novamente.', en: 'Your session has ended. Please sign in again.' },
  forgotPassword: { 'pt-BR': 'Esqueci minha senha', en: 'I forgot my password' },
  resetTitle: { 'pt-BR': 'Redefinir a senha', en: 'Reset your password' },
  resetExplain: {
    'pt-BR': 'Informe seu e-mail. Se houver uma conta com ele, o administrador da plataforma receberá o pedido e enviará um novo link para definir a senha.',
    en: 'Enter your e-mail. If an account uses it, the platform operator receives the request and sends you a new link to set your password.',
  },
  resetRequest: { 'pt-BR': 'Pedir novo link', en: 'Request a new link' },
  resetRequested: {
    'pt-BR': 'Pedido registrado. Se houver uma conta com este e-mail, você receberá um novo link.',
    en: 'Request recorded. If an account uses this e-mail, you will receive a new link.',
  },
  setPasswordTitle: { 'pt-BR': 'Defina sua senha', en: 'Set your password' },
  setPasswordFor: { 'pt-BR': 'Conta: {email}', en: 'Account: {email}' },
  passwordRules: { 'pt-BR': 'Pelo menos {min} caracteres.', en: 'At least {min} characters.' },
  passwordTooShort: { 'pt-BR': 'A senha precisa de pelo menos {min} caracteres.', en: 'The password needs at least {min} characters.' },
  passwordsDiffer: { 'pt-BR': 'As duas senhas não são iguais.', en: 'The two passwords differ.' },
  savePassword: { 'pt-BR': 'Salvar senha', en: 'Save password' },
  passwordSet: { 'pt-BR': 'Senha definida. Entre com seu e-mail e a nova senha.', en: 'Password set. Sign in with your e-mail and new password.' },
  inviteInvalid: {
    'pt-BR': 'Este link não é válido: já foi usado ou expirou. Peça um novo ao administrador da plataforma.',
    en: 'This link is not valid: it was used already or has expired. Ask the platform operator for a new one.',
  },
  // Errors
  csrfRefused: {
    'pt-BR': 'O formulário expirou ou não veio deste painel. Recarregue a página e tente de novo.',
    en: 'The form has expired or did not come from this panel. Reload the page and try again.',
  },
  notFound: { 'pt-BR': 'Página não encontrada.', en: 'Page not found.' },
  unexpected: { 'pt-BR': 'Ocorreu um erro inesperado. Tente novamente em instantes.', en: 'Something went wrong. Please try again in a moment.' },
  errorTitle: { 'pt-BR': 'Não foi possível concluir', en: 'Could not complete' },
  back: { 'pt-BR': 'Voltar', en: 'Back' },
  cancel: { 'pt-BR': 'Cancelar', en: 'Cancel' },
  none: { 'pt-BR': 'Nenhum', en: 'None' },
  yes: { 'pt-BR': 'Sim', en: 'Yes' },
  no: { 'pt-BR': 'Não', en: 'No' },
  // API keys
  keysTitle: { 'pt-BR': 'Chaves de API', en: 'API keys' },
  keysIntro: {
    'pt-BR': 'Cada integração usa uma chave e um segredo para obter tokens em /external/v1/auth. Revogar uma chave recusa na hora todos os tokens emitidos com ela.',
    en: 'Each integration uses a key and a secret to get tokens at /external/v1/auth. Revoking a key refuses every token issued with it at once.',
  },
  keysLimit: {
    'pt-BR': 'A empresa pode ter no máximo {max} chaves ativas ({active} em uso). Para criar outra, revogue uma que não seja mais usada.',
    en: 'A company may hold at most {max} active keys ({active} in use). To create another, revoke one that is no longer used.',
  },
  keyLabel: { 'pt-BR': 'Nome', en: 'Label' },
  keyHint: { 'pt-BR': 'Final da chave', en: 'Key ends with' },
  scopes: { 'pt-BR': 'Escopos', en: 'Scopes' },
  createdBy: { 'pt-BR': 'Criada por', en: 'Created by' },
  createdAt: { 'pt-BR': 'Criada em', en: 'Created' },
  lastUsed: { 'pt-BR': 'Último uso', en: 'Last used' },
  status: { 'pt-BR': 'Situação', en: 'Status' },
  active: { 'pt-BR': 'Ativa', en: 'Active' },
  revokedAt: { 'pt-BR': 'Revogada em {when}', en: 'Revoked {when}' },
  never: { 'pt-BR': 'Nunca', en: 'Never' },
  revoke: { 'pt-BR': 'Revogar', en: 'Revoke' },
  noKeys: { 'pt-BR': 'Nenhuma chave ainda.', en: 'No keys yet.' },
  createKey: { 'pt-BR': 'Criar chave', en: 'Create key' },
  allScopes: { 'pt-BR': 'Acesso total (*)', en: 'Full access (*)' },
  scopesHelp: {
    'pt-BR': 'Escolha acesso total ou as coleções que a integração pode ler ou alterar.',
    en: 'Choose full access or the collections the integration may read or write.',
  },
  read: { 'pt-BR': 'leitura', en: 'read' },
  write: { 'pt-BR': 'escrita', en: 'write' },
  collection: { 'pt-BR': 'Coleção', en: 'Collection' },
  keyCreated: { 'pt-BR': 'Chave criada', en: 'Key created' },
  secretWarning: {
    'pt-BR': 'Copie a chave e o segredo agora: eles não poderão ser mostrados de novo. Se perdê-los, revogue a chave e crie outra.',
    en: 'Copy the key and the secret now: they cannot be shown again. If you lose them, revoke the key and create another.',
  },
  apiKey: { 'pt-BR': 'Chave de API', en: 'API key' },
  secret: { 'pt-BR': 'Segredo', en: 'Secret' },
  copy: { 'pt-BR': 'Copiar', en: 'Copy' },
  copied: { 'pt-BR': 'Copiado', en: 'Copied' },
  revokeTitle: { 'pt-BR': 'Revogar a chave {label}?', en: 'Revoke the key {label}?' },
  revokeExplain: {
    'pt-BR': 'Todos os tokens emitidos com esta chave serão recusados imediatamente e ela não poderá ser reativada.',
    en: 'Every token issued with this key will be refused immediately, and it cannot be reactivated.',
  },
  revokeConfirm: { 'pt-BR': 'Sim, revogar', en: 'Yes, revoke' },
  keyRevoked: { 'pt-BR': 'Chave revogada.', en: 'Key revoked.' },
  // Webhooks
  webhooksTitle: { 'pt-BR': 'Webhooks', en: 'Webhooks' },
  webhooksIntro: {
    'pt-BR': 'Assinaturas que recebem os eventos da empresa, assinados com HMAC-SHA256.',
    en: 'Subscriptions that receive the company\'s events, signed with HMAC-SHA256.',
  },
  webhooksDisabled: { 'pt-BR': 'Webhooks não estão habilitados no plano da empresa.', en: 'Webhooks are not enabled in the company\'s plan.' },
  url: { 'pt-BR': 'URL', en: 'URL' },
  events: { 'pt-BR': 'Eventos', en: 'Events' },
  description: { 'pt-BR': 'Descrição', en: 'Description' },
  failures: { 'pt-BR': 'Falhas seguidas', en: 'Consecutive failures' },
  inactive: { 'pt-BR': 'Inativa', en: 'Inactive' },
  noWebhooks: { 'pt-BR': 'Nenhuma assinatura ainda.', en: 'No subscriptions yet.' },
  createWebhook: { 'pt-BR': 'Criar assinatura', en: 'Create subscription' },
  editWebhook: { 'pt-BR': 'Alterar', en: 'Edit' },
  save: { 'pt-BR': 'Salvar', en: 'Save' },
  open: { 'pt-BR': 'Abrir', en: 'Open' },
  allOfFamily: { 'pt-BR': 'Todos de {family} ({family}.*)', en: 'All of {family} ({family}.*)' },
  webhookCreated: { 'pt-BR': 'Assinatura criada', en: 'Subscription created' },
  webhookSecretWarning: {
    'pt-BR': 'Copie o segredo de assinatura agora: ele não poderá ser mostrado de novo.',
    en: 'Copy the signing secret now: it cannot be shown again.',
  },
  signingSecret: { 'pt-BR': 'Segredo de assinatura', en: 'Signing secret' },
  deactivate: { 'pt-BR': 'Desativar', en: 'Deactivate' },
  reactivate: { 'pt-BR': 'Reativar', en: 'Reactivate' },
  rotateSecret: { 'pt-BR': 'Trocar o segredo', en: 'Rotate the secret' },
  secretRotated: {
    'pt-BR': 'Novo segredo gerado. O anterior continua válido até {until}: entregas até lá levam as duas assinaturas.',
    en: 'New secret made. The previous one stays valid until {until}: deliveries until then carry both signatures.',
  },
  sendTest: { 'pt-BR': 'Enviar evento de teste', en: 'Send test event' },
  testQueued: { 'pt-BR': 'Evento de teste enfileirado (entrega {id}).', en: 'Test event queued (delivery {id}).' },
  deliveries: { 'pt-BR': 'Entregas', en: 'Deliveries' },
  filter: { 'pt-BR': 'Filtrar', en: 'Filter' },
  event: { 'pt-BR': 'Evento', en: 'Event' },
  from: { 'pt-BR': 'De', en: 'From' },
  to: { 'pt-BR': 'Até', en: 'To' },
  any: { 'pt-BR': 'Qualquer', en: 'Any' },
  attempts: { 'pt-BR': 'Tentativas', en: 'Attempts' },
  attempt: { 'pt-BR': 'Tentativa', en: 'Attempt' },
  httpStatus: { 'pt-BR': 'HTTP', en: 'HTTP' },
  duration: { 'pt-BR': 'Duração', en: 'Duration' },
  response: { 'pt-BR': 'Resposta', en: 'Response' },
  when: { 'pt-BR': 'Quando', en: 'When' },
  resend: { 'pt-BR': 'Reenviar', en: 'Resend' },
  resent: { 'pt-BR': 'Entrega reenviada.', en: 'Delivery resent.' },
  replay: { 'pt-BR': 'Reenviar um período', en: 'Replay a time range' },
  replayExplain: {
    'pt-BR': 'Envia de novo, em ordem, os eventos do período que esta assinatura recebe.',
    en: 'Sends again, in order, the events of the range this subscription receives.',
  },
  replayed: { 'pt-BR': 'Reenvio pedido: {count} eventos.', en: 'Replay requested: {count} events.' },
  noDeliveries: { 'pt-BR': 'Nenhuma entrega.', en: 'No deliveries.' },
  saved: { 'pt-BR': 'Alterações salvas.', en: 'Changes saved.' },
  // Usage
  usageTitle: { 'pt-BR': 'Uso da API', en: 'API usage' },
  thisMinute: { 'pt-BR': 'Requisições neste minuto', en: 'Requests this minute' },
  ofLimit: { 'pt-BR': '{used} de {limit} por minuto', en: '{used} of {limit} per minute' },
  refused429: { 'pt-BR': 'Recusadas por limite (429) nas últimas 24 h', en: 'Refused by the limit (429) in the last 24 h' },
  perHour: { 'pt-BR': 'Requisições por hora, últimas 24 h', en: 'Requests per hour, last 24 h' },
  hour: { 'pt-BR': 'Hora (UTC)', en: 'Hour (UTC)' },
  requests: { 'pt-BR': 'Requisições', en: 'Requests' },
  limited: { 'pt-BR': 'Recusadas (429)', en: 'Refused (429)' },
  // Audit
  auditTitle: { 'pt-BR': 'Auditoria', en: 'Audit' },
  auditIntro: { 'pt-BR': 'O que foi feito nas chaves, webhooks e acessos da empresa.', en: 'What was done to the company\'s keys, webhooks and sign-ins.' },
  who: { 'pt-BR': 'Quem', en: 'Who' },
  action: { 'pt-BR': 'Ação', en: 'Action' },
  target: { 'pt-BR': 'Alvo', en: 'Target' },
  address: { 'pt-BR': 'Endereço', en: 'Address' },
  noAudit: { 'pt-BR': 'Nada registrado ainda.', en: 'Nothing recorded yet.' },
  operator: { 'pt-BR': 'Administrador da plataforma', en: 'Platform operator' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof CATALOG;

export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return CATALOG[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A translator bound to one request's language. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values);
}
