import { ApiError, ErrorCode } from '@bizapi/contracts';
import { AdminClient, RUNTIME_ENV, newId, newSecretToken, tokenHash } from '@bizapi/runtime';
import { hashSecret, verifySecret } from '@bizapi/runtime/argon2id';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PanelEnv } from '../../config/panel-env';
import { OPERATOR, PanelAuditService } from '../audit/panel-audit.service';
import { PanelSessionsService } from '../sessions/panel-sessions.service';
import { PANEL_BASE } from '../web/layout';
import { normaliseEmail } from './sign-in-throttle';

export const INVITE_LIFETIME_MS = 24 * 3600 * 1000;

export interface PanelInvite {
  url: string;
  expiresAt: string;
}

export interface PanelAccount {
  id: string;
  companyId: string;
  name: string;
  email: string;
}

/**
 * The panel's people: invites (one-time, 24 h links to set a password),
 * passwords (argon2id, as API secrets are) and the check of a sign-in. The
 * company users themselves are iam's: an invite reads the user through the
 * operator contract and keeps a copy of their name and e-mail (accounts).
 */
@Injectable()
export class PanelPeopleService {
  /** Checked when no account matches, so a missing account costs the same time as a wrong password. */
  private readonly decoy: Promise<string> = hashSecret(newSecretToken());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RUNTIME_ENV) private readonly env: PanelEnv,
    private readonly sessions: PanelSessionsService,
    private readonly audit: PanelAuditService,
    private readonly operator: AdminClient,
  ) {}

  /**
   * `panel:invite`: a link for the user to set (or reset) their password. The
   * user needs an e-mail, which no other panel account may use; an earlier
   * unused link of theirs dies.
   */
  async invite(companyId: string, userId: string): Promise<PanelInvite> {
    // iam answers RESOURCE_NOT_FOUND for a user of another company, as for a made-up id.
    const user = await this.operator.getUser(companyId, userId).catch((error: unknown) => {
      throw error instanceof ApiError && error.code === ErrorCode.RESOURCE_NOT_FOUND ? ApiError.notFound('userId', 'user') : error;
    });
    if (!user.email) throw ApiError.validation('userId', 'the user has no e-mail: the panel signs in by e-mail (users:create --email)');
    const [taken] = await this.dataSource.query(
      `SELECT 1 FROM accounts WHERE lower(email) = lower($1) AND user_id <> $2 AND password_hash IS NOT NULL`,
      [user.email, userId],
    );
    if (taken) throw new ApiError(ErrorCode.DUPLICATE_ENTRY, [{ field: 'userId', message: 'another panel account already signs in with this e-mail' }]);
    const company = await this.operator.getCompany(companyId);
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + INVITE_LIFETIME_MS);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO accounts (user_id, company_id, company_name, name, email) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id) DO UPDATE SET company_name = excluded.company_name, name = excluded.name, email = excluded.email`,
        [userId, companyId, company.name, user.name, user.email],
      );
      await manager.query(`UPDATE invites SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await manager.query(
        `INSERT INTO invites (id, company_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [newId(), companyId, userId, tokenHash(token), expiresAt],
      );
    });
    await this.audit.record(companyId, OPERATOR, { action: 'invite.created', target: user.email });
    return { url: `${this.env.panelOrigin()}${PANEL_BASE}/invite?token=${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The account a still-valid invite is for, or null (unknown, used or expired). */
  async inviteFor(token: string): Promise<{ email: string } | null> {
    if (!token) return null;
    const [row] = await this.dataSource.query(
      `SELECT a.email FROM invites i JOIN accounts a ON a.user_id = i.user_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now()`,
      [tokenHash(token)],
    );
    return row ?? null;
  }

  /**
   * Spends the invite and sets the password, in one transaction: a link
   * works once even when two tabs submit it at once. Every existing session
   * of the user ends. Returns false when the link is no longer valid.
   */
  async setPassword(token: string, password: string, address: string): Promise<boolean> {
    const passwordHash = await hashSecret(password);
    const user = await this.dataSource.transaction(async (manager) => {
      const [invite] = returnedRows<{ user_id: string }>(
        await manager.query(
          `UPDATE invites SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [tokenHash(token)],
        ),
      );
      if (!invite) return null;
      try {
        const [updated] = returnedRows<{ id: string; company_id: string; name: string }>(
          await manager.query(
            `UPDATE accounts SET password_hash = $2, password_set_at = now() WHERE user_id = $1 RETURNING user_id AS id, company_id, name`,
            [invite.user_id, passwordHash],
          ),
        );
        return updated;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          throw new ApiError(ErrorCode.DUPLICATE_ENTRY, [{ field: 'email', message: 'another panel account already signs in with this e-mail' }]);
        }
        throw error;
      }
    });
    if (!user) return false;
    await this.sessions.revokeAllOf(user.id);
    await this.audit.record(user.company_id, { userId: user.id, name: user.name, address }, { action: 'password.set' });
    return true;
  }

  /** The account whose e-mail and password these are, or null; as slow either way. */
  async verify(email: string, password: string): Promise<PanelAccount | null> {
    const [row] = await this.dataSource.query(
      `SELECT user_id AS id, company_id, name, email, password_hash FROM accounts WHERE lower(email) = $1 AND password_hash IS NOT NULL`,
      [normaliseEmail(email)],
    );
    if (!row) {
      await verifySecret(await this.decoy, password);
      return null;
    }
    if (!(await verifySecret(row.password_hash, password))) return null;
    return { id: row.id, companyId: row.company_id, name: row.name, email: row.email };
  }

  /** An account by e-mail (for auditing a failed sign-in or a reset request on it), or null. */
  async byEmail(email: string): Promise<PanelAccount | null> {
    const [row] = await this.dataSource.query(
      `SELECT user_id AS id, company_id, name, email FROM accounts WHERE lower(email) = $1 AND password_hash IS NOT NULL`,
      [normaliseEmail(email)],
    );
    return row ? { id: row.id, companyId: row.company_id, name: row.name, email: row.email } : null;
  }
}

/** TypeORM answers an UPDATE … RETURNING on PostgreSQL as `[rows, count]`. */
function returnedRows<T>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}
