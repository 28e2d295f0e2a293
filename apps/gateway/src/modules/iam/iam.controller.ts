import { AdminSubject, InternalSubject, ReferenceCheck } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OPERATOR, PanelAuditService } from '../panel/audit/panel-audit.service';
import { ApiKeysService } from './api-keys.service';
import { CompaniesService } from './companies.service';
import { CompanyUsersService } from './company-users.service';
import {
  CreateCompanyCommand,
  CreateKeyCommand,
  CreateUserCommand,
  GetCompanyCommand,
  RevokeKeyCommand,
  UpdateCompanyCommand,
} from './iam-commands.dto';

/**
 * Identity and access over NATS: the operator command line (admin.iam.*)
 * and other services checking company-user references (internal.iam.references.check).
 */
@Controller()
export class IamController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly users: CompanyUsersService,
    private readonly keys: ApiKeysService,
    private readonly audit: PanelAuditService,
  ) {}

  @MessagePattern(AdminSubject.companiesCreate)
  createCompany(@Payload() command: CreateCompanyCommand) {
    return this.companies.create(command);
  }

  @MessagePattern(AdminSubject.companiesUpdate)
  updateCompany(@Payload() command: UpdateCompanyCommand) {
    return this.companies.update(command);
  }

  @MessagePattern(AdminSubject.companiesGet)
  getCompany(@Payload() command: GetCompanyCommand) {
    return this.companies.get(command.id);
  }

  @MessagePattern(AdminSubject.usersCreate)
  createUser(@Payload() command: CreateUserCommand) {
    return this.users.create(command);
  }

  @MessagePattern(AdminSubject.keysCreate)
  async createKey(@Payload() command: CreateKeyCommand) {
    const created = await this.keys.create(command);
    // The company's audit page shows keys the operator made too.
    await this.audit.record(command.companyId, OPERATOR, { action: 'key.created', target: `…${created.apiKey.slice(-4)}`, detail: { scopes: created.scopes } });
    return created;
  }

  @MessagePattern(AdminSubject.keysRevoke)
  async revokeKey(@Payload() command: RevokeKeyCommand) {
    const revoked = await this.keys.revoke(command.id);
    await this.audit.record(revoked.companyId, OPERATOR, { action: 'key.revoked', target: revoked.id });
    return { id: revoked.id, revokedAt: revoked.revokedAt };
  }

  @MessagePattern(InternalSubject.referencesCheck('iam'))
  checkReferences(@Payload() check: ReferenceCheck) {
    return this.users.references(check);
  }
}
