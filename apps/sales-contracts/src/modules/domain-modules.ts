import { CollectionDeclaration } from '@bizapi/collections';
import { Type } from '@nestjs/common';
import { CONTRACT_ITEMS } from './contract-items/contract-items.collection';
import { ContractItemsModule } from './contract-items/contract-items.module';
import { CONTRACTS } from './contracts/contracts.collection';
import { ContractsModule } from './contracts/contracts.module';
import { QUOTE_ITEMS } from './quote-items/quote-items.collection';
import { QuoteItemsModule } from './quote-items/quote-items.module';
import { QUOTES } from './quotes/quotes.collection';
import { QuotesModule } from './quotes/quotes.module';
import { SIGNS } from './signs/signs.collection';
import { SignsModule } from './signs/signs.module';

/** Every collection the service owns, with its Nest module: adding a collection is one line here (and its migration). */
const DOMAIN: { module: Type<unknown>; collections: Pick<CollectionDeclaration, 'entity'>[] }[] = [
  { module: QuotesModule, collections: [QUOTES] },
  { module: QuoteItemsModule, collections: [QUOTE_ITEMS] },
  { module: SignsModule, collections: [SIGNS] },
  { module: ContractsModule, collections: [CONTRACTS] },
  { module: ContractItemsModule, collections: [CONTRACT_ITEMS] },
];

export const DOMAIN_MODULES = DOMAIN.map((entry) => entry.module);
export const DOMAIN_ENTITIES = DOMAIN.flatMap((entry) => entry.collections.map((collection) => collection.entity));
