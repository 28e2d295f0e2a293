import { ErrorCode } from '@bizapi/contracts';

/** `friendlyMessage` of every error code: Portuguese, fit to show to a person. */
export const FRIENDLY_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Alguns dados enviados são inválidos. Verifique os campos e tente novamente.',
  INVALID_ENUM_VALUE: 'Um dos valores enviados não está entre as opções permitidas.',
  INVALID_DATE_FORMAT: 'Data em formato inválido. Use AAAA-MM-DD ou AAAA-MM-DDTHH:mm:ssZ.',
  DUPLICATE_ENTRY: 'Já existe um registro com estes dados.',
  INVALID_CREDENTIALS: 'Chave de API ou segredo inválidos.',
  TOKEN_EXPIRED: 'Sua sessão expirou. Renove o token de acesso e tente novamente.',
  TOKEN_INVALID: 'Token de acesso inválido ou revogado.',
  MISSING_AUTH_HEADER: 'O cabeçalho de autorização não foi enviado.',
  MISSING_COMPANY_TOKEN: 'O token da empresa não foi enviado.',
  FEATURE_NOT_ENABLED: 'Este recurso não está habilitado no plano da sua empresa.',
  INSUFFICIENT_PERMISSIONS: 'Esta chave de API não tem permissão para acessar este recurso.',
  RESOURCE_NOT_FOUND: 'Registro não encontrado.',
  ROUTE_NOT_FOUND: 'Endereço não encontrado nesta API.',
  RATE_LIMIT_EXCEEDED: 'Muitas requisições em pouco tempo. Aguarde alguns instantes e tente novamente.',
  INTERNAL_ERROR: 'Ocorreu um erro inesperado. Tente novamente em alguns instantes.',
  PAYLOAD_TOO_LARGE: 'O conteúdo enviado é grande demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Envie o conteúdo no formato JSON (Content-Type: application/json).',
  CONFLICT: 'A operação conflita com o estado atual do registro.',
  API_KEY_LIMIT_REACHED: 'A empresa já possui o número máximo de chaves de API ativas.',
  SERVICE_UNAVAILABLE: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  GATEWAY_TIMEOUT: 'O serviço demorou demais para responder. Tente novamente em instantes.',
  IDEMPOTENCY_KEY_REUSED: 'Esta chave de idempotência já foi usada com outro conteúdo. Use uma nova chave.',
  IDEMPOTENCY_KEY_IN_USE: 'Uma requisição com esta chave de idempotência ainda está em andamento. Tente novamente em instantes.',
  PRECONDITION_FAILED: 'O registro foi alterado por outra pessoa desde que você o leu. Leia-o de novo e repita a alteração.',
};
