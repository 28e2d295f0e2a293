import { ApiError, CompanyUserRecord, CompanyUserSummary } from '@bizapi/contracts';
import { isId, newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
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

  /** A user of the company, for other services checking a reference such as `assigneeId`. */
  async find(companyId: string, userId: string): Promise<CompanyUserSummary> {
    if (!isId(companyId) || !isId(userId)) throw ApiError.notFound('userId', 'user');
    const user = await this.users.findOneBy({ companyId, id: userId });
    if (!user) throw ApiError.notFound('userId', 'user');
    return { id: user.id, name: user.name, email: user.email };
  }
}
