import { AdminSubject, InternalSubject, ReferenceCheck } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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
  createKey(@Payload() command: CreateKeyCommand) {
    return this.keys.create(command);
  }

  @MessagePattern(AdminSubject.keysRevoke)
  revokeKey(@Payload() command: RevokeKeyCommand) {
    return this.keys.revoke(command.id);
  }

  @MessagePattern(InternalSubject.referencesCheck('iam'))
  checkReferences(@Payload() check: ReferenceCheck) {
    return this.users.references(check);
  }
}
