import { ApiError, CompanyUserRecord, ReferenceCheck, ReferenceCheckResult } from '@bizapi/contracts';
import { isId, newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CompanyUserEntity } from './company-user.entity';
import { CompanyEntity } from './company.entity';
import { CreateUserCommand } from './iam-commands.dto';

@Injectable()
export class CompanyUsersService {
  constructor(
    @InjectRepository(CompanyUserEntity) private readonly users: Repository<CompanyUserEntity>,
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
  ) {}

  async create({ companyId, name, email }: CreateUserCommand): Promise<CompanyUserRecord> {
    if (!(await this.companies.existsBy({ id: companyId }))) throw ApiError.notFound('companyId', 'company');
    const user = await this.users.save(this.users.create({ id: newId(), companyId, name, email: email ?? null }));
    return { id: user.id, companyId: user.companyId, name: user.name, email: user.email };
  }

  /** One user of one company; another company's is not found. */
  async get(companyId: string, id: string): Promise<CompanyUserRecord> {
    const user = await this.users.findOneBy({ companyId, id });
    if (!user) throw ApiError.notFound('id', 'user');
    return { id: user.id, companyId: user.companyId, name: user.name, email: user.email };
  }

  /**
   * The identity service's answer to reference checks (`responsibleId`,
   * `assigneeId`…): which of the asked company users exist in the company,
   * with their names. Users are never renamed, so their creation is the version.
   */
  async references(check: ReferenceCheck): Promise<ReferenceCheckResult> {
    const ids = (Array.isArray(check?.references) ? check.references : [])
      .filter((reference) => reference?.collection === 'company-users' && isId(reference.id))
      .map((reference) => reference.id);
    if (!isId(check?.companyId) || !ids.length) return { records: [] };
    const users = await this.users.findBy({ companyId: check.companyId, id: In(ids) });
    return {
      records: users.map((user) => ({ collection: 'company-users', id: user.id, name: user.name, version: user.createdAt.toISOString() })),
    };
  }
}
