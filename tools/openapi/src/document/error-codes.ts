import { ErrorCode, RouteDefinition } from '@bizapi/contracts';
import { DATE_CONSTRAINT, ENUM_CONSTRAINT } from '@bizapi/conventions';

/** What the generator knows of an operation, to list the error codes it can answer. */
export interface OperationFacts {
  route: RouteDefinition;
  /** Constraint names of its query and body DTOs. */
  constraints: Set<string>;
  hasBody: boolean;
  readsOneRecord: boolean;
  updatesOneRecord: boolean;
  /** The collection declares unique indexes (DUPLICATE_ENTRY). */
  unique: boolean;
  /** Codes the handler documents with `@throws CODE` in its JSDoc. */
  thrown: ErrorCode[];
}

/** Every request through the proxy: authentication, admission, plan, scope, upstream (the gateway's order in ProxyService). */
export const PROXIED: readonly ErrorCode[] = [
  ErrorCode.MISSING_AUTH_HEADER,
  ErrorCode.MISSING_COMPANY_TOKEN,
  ErrorCode.TOKEN_EXPIRED,
  ErrorCode.TOKEN_INVALID,
  ErrorCode.INSUFFICIENT_PERMISSIONS,
  ErrorCode.RATE_LIMIT_EXCEEDED,
  ErrorCode.INTERNAL_ERROR,
  ErrorCode.SERVICE_UNAVAILABLE,
  ErrorCode.GATEWAY_TIMEOUT,
];

/** The error codes one routed operation can answer, from what its route, DTOs and handler declare. */
export function errorCodesOf(facts: OperationFacts): ErrorCode[] {
  const codes = [...PROXIED];
  if (facts.route.feature) codes.push(ErrorCode.FEATURE_NOT_ENABLED);
  if (facts.constraints.size > 0 || facts.hasBody) codes.push(ErrorCode.VALIDATION_ERROR);
  if (facts.constraints.has(ENUM_CONSTRAINT)) codes.push(ErrorCode.INVALID_ENUM_VALUE);
  if (facts.constraints.has(DATE_CONSTRAINT)) codes.push(ErrorCode.INVALID_DATE_FORMAT);
  if (/\/:[A-Za-z]+/.test(facts.route.path)) codes.push(ErrorCode.RESOURCE_NOT_FOUND);
  if (facts.route.method === 'POST' || facts.route.method === 'PUT') {
    codes.push(
      ErrorCode.PAYLOAD_TOO_LARGE,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      ErrorCode.IDEMPOTENCY_KEY_IN_USE,
      ErrorCode.IDEMPOTENCY_KEY_REUSED,
    );
    if (facts.unique) codes.push(ErrorCode.DUPLICATE_ENTRY);
  }
  if (facts.updatesOneRecord) codes.push(ErrorCode.PRECONDITION_FAILED);
  codes.push(...facts.thrown);
  return [...new Set(codes)];
}
