import { CollectionKit } from '@bizapi/collections';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { SlaPoliciesService } from '../sla-policies/sla-policies.service';
import { SlaPolicyEntity } from '../sla-policies/sla-policy.entity';
import { SLA_POLICY_SEEDS } from '../sla-policies/sla-policy.seed';

/**
 * The operator's `seed` for the help desk, once per company and in one
 * transaction: the SLA policies. A policy already there by name, even one
 * the operator deactivated, is left alone and keeps its id; seeding again
 * adds nothing and answers the same ids.
 */
@Injectable()
export class HelpdeskSeeder {
  constructor(
    private readonly kit: CollectionKit,
    private readonly policies: SlaPoliciesService,
  ) {}

  async seed(companyId: string): Promise<Record<string, string[]>> {
    return this.kit.transaction(async (manager) => {
      // Two seeds of one company at once take turns, so the second finds the first's records.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('helpdesk.seed'), hashtext($1))`, [companyId]);
      const existing = (await manager.query(`SELECT id, name FROM sla_policies WHERE company_id = $1`, [companyId])) as { id: string; name: string }[];
      const idOfName = new Map(existing.map((row) => [row.name, row.id]));
      const now = new Date();
      const ids: string[] = [];
      for (const seed of SLA_POLICY_SEEDS) {
        let id = idOfName.get(seed.name);
        if (!id) {
          const policy = Object.assign(new SlaPolicyEntity(), { ...seed, id: newId(), companyId, isActive: true, createdAt: now, updatedAt: now });
          await this.policies.store.insert(manager, policy);
          id = policy.id;
        }
        ids.push(id);
      }
      return { 'sla-policies': ids };
    });
  }
}
