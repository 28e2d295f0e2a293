import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PanelAuditEntity } from './panel-audit.entity';

/** What the audit page lists (the action names are translated there: audit/audit.views.ts). */
export type AuditAction =
  | 'invite.created'
  | 'password.set'
  | 'password.reset_requested'
  | 'signin.succeeded'
  | 'signin.failed'
  | 'signin.throttled'
  | 'signout'
  | 'key.created'
  | 'key.revoked'
  | 'webhook.created'
  | 'webhook.updated'
  | 'webhook.deactivated'
  | 'webhook.reactivated'
  | 'webhook.secret_rotated'
  | 'webhook.test_sent'
  | 'webhook.delivery_resent'
  | 'webhook.replayed';

export interface Actor {
  userId: string | null;
  name: string;
  address?: string | null;
}

/** A signed-in panel user, as an actor. */
export function actorOf(viewer: { userId: string; userName: string; address: string }): Actor {
  return { userId: viewer.userId, name: viewer.userName, address: viewer.address };
}

/** The operator's command line, as an actor. */
export const OPERATOR: Actor = { userId: null, name: 'operator' };

export interface AuditRecord {
  action: AuditAction;
  target?: string | null;
  detail?: Record<string, unknown>;
}

@Injectable()
export class PanelAuditService {
  constructor(@InjectRepository(PanelAuditEntity) private readonly entries: Repository<PanelAuditEntity>) {}

  async record(companyId: string, actor: Actor, { action, target, detail }: AuditRecord): Promise<void> {
    await this.entries.insert({
      id: newId(),
      companyId,
      actorUserId: actor.userId,
      actorName: actor.name,
      action,
      target: target ?? null,
      detail: (detail ?? {}) as never,
      address: actor.address ?? null,
    });
  }

  /** The company's latest entries, newest first. */
  latest(companyId: string, limit = 200): Promise<PanelAuditEntity[]> {
    return this.entries.find({ where: { companyId }, order: { at: 'DESC' }, take: limit });
  }
}
