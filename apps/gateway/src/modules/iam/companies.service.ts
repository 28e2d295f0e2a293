import { uniqueValues } from '@bizapi/conventions';
import { ApiError, CompanyRecord, FEATURES, Feature } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessGate, CompanyPlan } from '../access/access-gate';
import { CompanyEntity } from './company.entity';
import { CreateCompanyCommand, UpdateCompanyCommand } from './iam-commands.dto';

/** Features in the architecture's order, without repeats. */
function normaliseFeatures(features: readonly string[]): Feature[] {
  const wanted = new Set(uniqueValues(features));
  return FEATURES.filter((feature) => wanted.has(feature));
}

function toRecord(company: CompanyEntity): CompanyRecord {
  return { id: company.id, name: company.name, features: company.features, rateLimitPerMinute: company.rateLimitPerMinute };
}

@Injectable()
export class CompaniesService {
  constructor(
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    private readonly gate: AccessGate,
  ) {}

  async create({ name, features, rateLimitPerMinute }: CreateCompanyCommand): Promise<CompanyRecord> {
    const company = this.companies.create({
      id: newId(),
      name,
      features: normaliseFeatures(features ?? FEATURES),
      rateLimitPerMinute: rateLimitPerMinute ?? null,
    });
    return toRecord(await this.companies.save(company));
  }

  async update({ id, features, rateLimitPerMinute }: UpdateCompanyCommand): Promise<CompanyRecord> {
    const company = await this.companies.findOneBy({ id });
    if (!company) throw ApiError.notFound('id', 'company');
    if (features !== undefined) company.features = normaliseFeatures(features);
    if (rateLimitPerMinute !== undefined) company.rateLimitPerMinute = rateLimitPerMinute;
    await this.companies.save(company);
    await this.gate.replacePlan(company.id, company);
    return toRecord(company);
  }

  async get(id: string): Promise<CompanyRecord> {
    const company = await this.companies.findOneBy({ id });
    if (!company) throw ApiError.notFound('id', 'company');
    return toRecord(company);
  }

  /** The company's plan, or null if there is no such company. */
  async featuresOf(companyId: string): Promise<Feature[] | null> {
    return (await this.planOf(companyId))?.features ?? null;
  }

  /** The company's plan and rate limit, or null if there is no such company. */
  async planOf(companyId: string): Promise<(CompanyPlan & { features: Feature[] }) | null> {
    const company = await this.companies.findOne({ where: { id: companyId }, select: { id: true, features: true, rateLimitPerMinute: true } });
    return company ? { features: company.features, rateLimitPerMinute: company.rateLimitPerMinute } : null;
  }
}
