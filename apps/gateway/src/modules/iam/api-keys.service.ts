import { uniqueValues } from '@bizapi/conventions';
import {
  ALL_SCOPES,
  ApiError,
  ApiKeyRecord,
  COLLECTION_NAMES,
  CreatedApiKey,
  ErrorCode,
  KeysRevokeCommand,
  MAX_ACTIVE_KEYS_PER_COMPANY,
  RevokedApiKey,
  isValidScope,
} from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { AccessGate } from '../access/access-gate';
import { ApiKeyEntity } from './api-key.entity';
import {
  apiKeyLookupHash,
  generateApiKey,
  generateSecret,
  hashSecret,
} from './api-key-credentials';
import { CompanyUserEntity } from './company-user.entity';
import { CompanyEntity } from './company.entity';
import { CreateKeyCommand } from './iam-commands.dto';

@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    private readonly gate: AccessGate,
  ) {}

  /**
   * Creates a key and its secret and returns both, the only time they are
   * ever shown. The company row is locked meanwhile, so two concurrent
   * creations cannot both take the third place.
   */
  async create({ companyId, userId, scopes: requested, label, createdBy }: CreateKeyCommand): Promise<CreatedApiKey> {
    const scopes = validScopes(requested ?? [ALL_SCOPES]);
    const apiKey = generateApiKey();
    const secret = generateSecret();
    const secretHash = await hashSecret(secret);
    const id = await this.dataSource.transaction(async (manager) => {
      const company = await manager.findOne(CompanyEntity, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw ApiError.notFound('companyId', 'company');
      if (!(await manager.existsBy(CompanyUserEntity, { companyId, id: userId }))) throw ApiError.notFound('userId', 'user');
      const active = await manager.countBy(ApiKeyEntity, { companyId, revokedAt: IsNull() });
      if (active >= MAX_ACTIVE_KEYS_PER_COMPANY) {
        throw new ApiError(ErrorCode.API_KEY_LIMIT_REACHED, undefined, `a company may hold at most ${MAX_ACTIVE_KEYS_PER_COMPANY} active API keys`);
      }
      const key = manager.create(ApiKeyEntity, {
        id: newId(),
        companyId,
        userId,
        keyHash: apiKeyLookupHash(apiKey),
        keyHint: apiKey.slice(-4),
        secretHash,
        scopes,
        revokedAt: null,
        label: label?.trim() || null,
        createdBy: createdBy ?? null,
        lastUsedAt: null,
      });
      await manager.insert(ApiKeyEntity, key);
      return key.id;
    });
    return { id, apiKey, secret, scopes };
  }

  /**
   * Revokes a key; every token issued with it is refused from the next request on.
   * With `companyId` (the panel), a key of another company is not found; `revokedBy`
   * is the panel user who revoked it (none: the operator).
   */
  async revoke({ id, companyId, revokedBy }: KeysRevokeCommand): Promise<RevokedApiKey & { companyId: string }> {
    const key = await this.keys.findOneBy(companyId ? { id, companyId } : { id });
    if (!key) throw ApiError.notFound('id', 'API key');
    if (!key.revokedAt) {
      await this.keys.update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()', revokedBy: revokedBy ?? null });
    }
    const revoked = await this.keys.findOneByOrFail({ id });
    await this.gate.markKeyRevoked(revoked.companyId, revoked.id);
    return { id: revoked.id, companyId: revoked.companyId, revokedAt: (revoked.revokedAt as Date).toISOString() };
  }

  /** A company's keys, newest first, with the user each belongs to (the panel's list and its audit of the operator's changes). */
  async listForCompany(companyId: string): Promise<ApiKeyRecord[]> {
    const keys = await this.keys.find({ where: { companyId }, relations: { user: true }, order: { createdAt: 'DESC' } });
    return keys.map(toRecord);
  }

  async countActive(companyId: string): Promise<number> {
    return this.keys.countBy({ companyId, revokedAt: IsNull() });
  }

  /** A successful /auth or refresh with the key; written at most once a minute per key. */
  async markUsed(id: string): Promise<void> {
    await this.keys
      .createQueryBuilder()
      .update()
      .set({ lastUsedAt: () => 'now()' })
      .where('id = :id AND (last_used_at IS NULL OR last_used_at < now() - interval \'1 minute\')', { id })
      .execute();
  }

  findByApiKey(apiKey: string): Promise<ApiKeyEntity | null> {
    return this.keys.findOneBy({ keyHash: apiKeyLookupHash(apiKey) });
  }

  async isActive(companyId: string, apiKeyId: string): Promise<boolean> {
    return this.keys.existsBy({ id: apiKeyId, companyId, revokedAt: IsNull() });
  }
}

function validScopes(scopes: string[]): string[] {
  const invalid = scopes.filter((scope) => !isValidScope(scope, COLLECTION_NAMES));
  if (invalid.length) {
    throw ApiError.validation('scopes', `unknown scope(s): ${invalid.join(', ')}; use * or <collection>:read|write`);
  }
  if (!scopes.length) throw ApiError.validation('scopes', 'a key needs at least one scope');
  return uniqueValues(scopes);
}

/** A key as the panel shows it: its last characters, never the key or the secret's hash. */
function toRecord(key: ApiKeyEntity): ApiKeyRecord {
  return {
    id: key.id,
    label: key.label,
    keyHint: key.keyHint,
    scopes: key.scopes,
    userId: key.userId,
    userName: key.user?.name ?? '',
    createdAt: key.createdAt.toISOString(),
    createdBy: key.createdBy,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    revokedBy: key.revokedBy,
  };
}
