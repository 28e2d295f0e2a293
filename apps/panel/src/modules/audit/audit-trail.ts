import { ApiKeyRecord } from '@bizapi/contracts';
import { AdminClient } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { keyName } from '../web/formatting';
import { AuditAction, PanelAuditService } from './panel-audit.service';

/** One line of the audit page. */
export interface AuditLine {
  at: Date;
  /** The panel user; null for the operator's command line. */
  actorUserId: string | null;
  actorName: string;
  action: AuditAction;
  target: string | null;
  address: string | null;
}

/** Lines the audit page shows at most. */
const LATEST = 200;

/**
 * The company's audit trail: what its people did in the panel (the panel's
 * own `audit` table) and what the operator's command line did to its keys.
 * The operator's commands are iam's, which records on each key who made and
 * who revoked it (a panel user, or none: the operator); the trail reads them
 * from the key list of the operator contract rather than having iam write
 * into the panel's schema.
 */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly audit: PanelAuditService,
    private readonly operator: AdminClient,
  ) {}

  /** The company's latest lines, newest first. */
  async latest(companyId: string): Promise<AuditLine[]> {
    const [own, keys] = await Promise.all([this.audit.latest(companyId, LATEST), this.operator.listKeys(companyId)]);
    const lines: AuditLine[] = [
      ...own.map((entry) => ({ ...entry, action: entry.action as AuditAction })),
      ...keys.flatMap(operatorChanges),
    ];
    return lines.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, LATEST);
  }
}

/** The operator's creation and revocation of a key, as audit lines. */
function operatorChanges(key: ApiKeyRecord): AuditLine[] {
  const line = (action: AuditAction, at: string): AuditLine => ({ at: new Date(at), actorUserId: null, actorName: 'operator', action, target: keyName(key), address: null });
  return [
    ...(key.createdBy === null ? [line('key.created', key.createdAt)] : []),
    ...(key.revokedAt !== null && key.revokedBy === null ? [line('key.revoked', key.revokedAt)] : []),
  ];
}
