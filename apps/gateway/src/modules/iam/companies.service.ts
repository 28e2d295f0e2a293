import { uniqueValues } from '@bizapi/conventions';
import { ApiError, CompanyRecord, FEATURES, Feature } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessGate } from '../access/access-gate';
import { CompanyEntity } from './company.entity';
import { CreateCompanyCommand, UpdateCompanyCommand } from './iam-commands.dto';

/** Features in the architecture's order, without repeats. */
function normaliseFeatures(features: readonly string[]): Feature[] {
  const wanted = new Set(uniqueValues(features));
  return FEATURES.filter((feature) => wanted.has(feature));
}

function toRecord(company: CompanyEntity): CompanyRecord {
  return { id: company.id, name: company.name, features: company.features };
}

@Injectable()
export class CompaniesService {
  constructor(
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    private readonly gate: AccessGate,
  ) {}

  async create({ name, features }: CreateCompanyCommand): Promise<CompanyRecord> {
    const company = this.companies.create({ id: newId(), name, features: normaliseFeatures(features ?? FEATURES) });
    return toRecord(await this.companies.save(company));
  }

  async update({ id, features }: UpdateCompanyCommand): Promise<CompanyRecord> {
    const company = await this.companies.findOneBy({ id });
    if (!company) throw ApiError.notFound('id', 'company');
    company.features = normaliseFeatures(features);
    await this.companies.save(company);
    await this.gate.replaceFeatures(company.id, company.features);
    return toRecord(company);
  }

  async get(id: string): Promise<CompanyRecord> {
    const company = await this.companies.findOneBy({ id });
    if (!company) throw ApiError.notFound('id', 'company');
    return toRecord(company);
  }

  /** The company's plan, or null if there is no such company. */
  async featuresOf(companyId: string): Promise<Feature[] | null> {
    const company = await this.companies.findOne({ where: { id: companyId }, select: { id: true, features: true } });
    return company?.features ?? null;
  }
}
