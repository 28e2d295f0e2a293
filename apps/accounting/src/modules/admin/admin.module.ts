import { Module } from '@nestjs/common';
import { BooksModule } from '../books.module';
import { LookupsModule } from '../lookups.module';
import { AccountingSeeder } from '../seed/accounting-seeder';
import { JournalSeeder } from '../seed/journal-seeder';
import { LookupSeeder } from '../seed/lookup-seeder';
import { AccountingAdminController } from './accounting-admin.controller';

@Module({
  imports: [BooksModule, LookupsModule],
  controllers: [AccountingAdminController],
  providers: [AccountingSeeder, LookupSeeder, JournalSeeder],
})
export class AdminModule {}
