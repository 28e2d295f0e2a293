import { RUNTIME_ENV, newId, newSecretToken, tokenHash } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource, IsNull, Repository } from 'typeorm';
import { PanelEnv } from '../../config/panel-env';
import { SignInRequired } from '../web/panel-errors';
import { sessionCsrfToken } from './csrf';
import { PanelCookies } from './panel-cookies';
import { PanelSessionEntity } from './panel-session.entity';

/** Whom a request is from: the session's user and company, and the CSRF token its forms carry. */
export interface PanelViewer {
  sessionId: string;
  userId: string;
  userName: string;
  companyId: string;
  companyName: string;
  csrfToken: string;
  address: string;
  /** The request's id, carried to the services as an API request's is. */
  requestId: string;
}

/** Renewing at most this often keeps a busy page from writing its session row on every click. */
const RENEW_AFTER_SECONDS = 60;

/**
 * Panel sessions in PostgreSQL (shared by every panel replica, revocable
 * at once): made on sign-in, found by the cookie's hash, pushed forward on
 * use up to their absolute end, revoked on sign-out or a new password.
 * Only the cookie opens a session: an API access token never does.
 */
@Injectable()
export class PanelSessionsService {
  constructor(
    @InjectRepository(PanelSessionEntity) private readonly sessions: Repository<PanelSessionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RUNTIME_ENV) private readonly env: PanelEnv,
    private readonly cookies: PanelCookies,
  ) {}

  /**
   * A new session for a user who just proved their password, its cookie set.
   * Always a fresh token: a session id planted before signing in is never
   * promoted (session fixation); the one the browser held is revoked.
   */
  async start(request: FastifyRequest, reply: FastifyReply, user: { id: string; companyId: string }): Promise<void> {
    const previous = this.cookies.read(request, this.cookies.sessionName);
    if (previous) await this.revokeToken(previous);
    const token = newSecretToken();
    const now = Date.now();
    await this.sessions.insert({
      id: newId(),
      companyId: user.companyId,
      userId: user.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now + this.env.PANEL_SESSION_IDLE_SECONDS * 1000),
      absoluteExpiresAt: new Date(now + this.env.PANEL_SESSION_MAX_SECONDS * 1000),
      revokedAt: null,
      address: request.ip,
    });
    this.cookies.setSession(reply, token, this.env.PANEL_SESSION_IDLE_SECONDS);
  }

  /** The signed-in viewer, or SignInRequired (to come back to this page). */
  async require(request: FastifyRequest, reply: FastifyReply): Promise<PanelViewer> {
    const viewer = await this.current(request, reply);
    if (!viewer) {
      const hadCookie = Boolean(this.cookies.read(request, this.cookies.sessionName));
      if (hadCookie) this.cookies.clearSession(reply);
      throw new SignInRequired(request.method === 'GET' ? request.url : '/panel/keys', hadCookie);
    }
    return viewer;
  }

  /** The viewer of a live session (renewed on the way), or null. */
  async current(request: FastifyRequest, reply: FastifyReply): Promise<PanelViewer | null> {
    const token = this.cookies.read(request, this.cookies.sessionName);
    if (!token) return null;
    const rows: Array<{ id: string; user_id: string; user_name: string; company_id: string; company_name: string; renew: boolean }> =
      await this.dataSource.query(
        `SELECT s.id, s.user_id, a.name AS user_name, s.company_id, a.company_name,
                s.last_seen_at < now() - make_interval(secs => $2) AS renew
           FROM sessions s
           JOIN accounts a ON a.user_id = s.user_id AND a.company_id = s.company_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND s.absolute_expires_at > now()
            AND a.password_hash IS NOT NULL`,
        [tokenHash(token), RENEW_AFTER_SECONDS],
      );
    const row = rows[0];
    if (!row) return null;
    if (row.renew) {
      // Idle expiry moves forward, never past the absolute end; the cookie follows.
      await this.dataSource.query(
        `UPDATE sessions SET last_seen_at = now(),
                expires_at = least(now() + make_interval(secs => $2), absolute_expires_at)
          WHERE id = $1`,
        [row.id, this.env.PANEL_SESSION_IDLE_SECONDS],
      );
      this.cookies.setSession(reply, token, this.env.PANEL_SESSION_IDLE_SECONDS);
    }
    return {
      sessionId: row.id,
      userId: row.user_id,
      userName: row.user_name,
      companyId: row.company_id,
      companyName: row.company_name,
      csrfToken: sessionCsrfToken(token),
      address: request.ip,
      requestId: request.id,
    };
  }

  /** Sign-out: the session is dead on every replica from now on, and the browser forgets it. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = this.cookies.read(request, this.cookies.sessionName);
    if (token) await this.revokeToken(token);
    this.cookies.clearSession(reply);
  }

  /** Every session of a user (their password changed). */
  async revokeAllOf(userId: string): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  private async revokeToken(token: string): Promise<void> {
    await this.sessions.update({ tokenHash: tokenHash(token), revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }
}
