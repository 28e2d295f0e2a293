import { AdminSubject, ApiError, InternalSubject, ReferenceCheck } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccessGate } from '../access/access-gate';
import { ApiKeysService } from './api-keys.service';
import { CompaniesService } from './companies.service';
import { CompanyUsersService } from './company-users.service';
import {
  CompanyCommand,
  CreateCompanyCommand,
  CreateKeyCommand,
  CreateUserCommand,
  GetCompanyCommand,
  GetUserCommand,
  RevokeKeyCommand,
  UpdateCompanyCommand,
} from './iam-commands.dto';

/**
 * Identity and access over NATS: the operator contract (admin.iam.*), which
 * the command line and the company panel call, and other services checking
 * company-user references (internal.iam.references.check). Who did what to
 * a key stays on the key (created_by, revoked_by): the panel's audit page
 * reads the operator's changes from the key list.
 */
@Controller()
export class IamController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly users: CompanyUsersService,
    private readonly keys: ApiKeysService,
    private readonly gate: AccessGate,
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

  @MessagePattern(AdminSubject.usersGet)
  getUser(@Payload() command: GetUserCommand) {
    return this.users.get(command.companyId, command.id);
  }

  @MessagePattern(AdminSubject.keysCreate)
  createKey(@Payload() command: CreateKeyCommand) {
    return this.keys.create(command);
  }

  @MessagePattern(AdminSubject.keysRevoke)
  async revokeKey(@Payload() command: RevokeKeyCommand) {
    const revoked = await this.keys.revoke(command);
    return { id: revoked.id, revokedAt: revoked.revokedAt };
  }

  @MessagePattern(AdminSubject.keysList)
  listKeys(@Payload() command: CompanyCommand) {
    return this.keys.listForCompany(command.companyId);
  }

  /** The panel's usage page: the admission script's own counters, against the company's own limit (read from PostgreSQL, not the plan cache). */
  @MessagePattern(AdminSubject.usageGet)
  async usage(@Payload() command: CompanyCommand) {
    const plan = await this.companies.planOf(command.companyId);
    if (!plan) throw ApiError.notFound('companyId', 'company');
    return this.gate.usage(command.companyId, plan.rateLimitPerMinute);
  }

  @MessagePattern(InternalSubject.referencesCheck('iam'))
  checkReferences(@Payload() check: ReferenceCheck) {
    return this.users.references(check);
  }
}
