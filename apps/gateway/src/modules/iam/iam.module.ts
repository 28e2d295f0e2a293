import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeysService } from './api-keys.service';
import { CompaniesService } from './companies.service';
import { CompanyUserEntity } from './company-user.entity';
import { CompanyUsersService } from './company-users.service';
import { CompanyEntity } from './company.entity';
import { IamController } from './iam.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity, CompanyUserEntity, ApiKeyEntity]), AccessModule],
  controllers: [IamController],
  providers: [CompaniesService, CompanyUsersService, ApiKeysService],
  exports: [CompaniesService, ApiKeysService, CompanyUsersService],
})
export class IamModule {}
