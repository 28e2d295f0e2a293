// What services use of the kit; the rest (list statements, cursors, reference
// checks, the registry, the writer) stays inside it.

// A collection's declaration.
export { defineCollection, detailOf } from './declaration/collection-declaration';
export type { CollectionDeclaration, CollectionDefinition, Reference, SortField } from './declaration/collection-declaration';
export type { ChildRows, Derivation, DeriveInput, ParentRelation } from './declaration/parent-relation';
export { arrayContains, booleanEquals, dateRange, equals, idEquals, textSearch } from './declaration/filters';
export type { ListFilter } from './declaration/filters';

// Its fields, declared in its contract entry: the table, the write bodies and the records follow.
export { DeclaredTable } from './fields/declared-table';
export { CreateBody, UpdateBody } from './fields/write-bodies';
export { detailMapper, hasDetailFields, recordMapper } from './fields/records';
export type { CreateBodyOf, CreateInput, DetailOf, EntityOf, FieldedContract, RecordOf, UpdateBodyOf, UpdateInput } from './fields/field-values';

// Its entity and schema.
export { DeactivatableRecord, TenantRecord } from './entity/tenant-record';
export { ListIndexes } from './entity/list-indexes';
export { companyKeySql, listIndexesSql, recordColumnsSql } from './database/record-table.sql';
export { COLLECTION_KIT_TABLES_SQL } from './database/kit-tables.sql';
export { COLLECTION_KIT_ENTITIES } from './database/kit-entities';

// Its service, controller and module.
export { CollectionKit } from './service/collection-kit';
export { CollectionService } from './service/collection-service';
export type { WriteContext } from './service/collection-service';
export { assignSent, sentFields } from './service/partial-update';
export { collectionController } from './rpc/collection-controller';
export type { DeclaredCollection } from './rpc/collection-controller';
export { CollectionsModule } from './collections.module';
export { SeedCommandDto } from './admin/deactivate.controller';
export type { CollectionStore } from './store/collection-store';

// Webhook subscriptions list through the kit's statement without being a kit collection (docs/architecture.md).
export { CollectionLister } from './list/list-statement';
export type { CollectionPage } from './list/list-statement';
export { RecordTable } from './store/record-table';
export type { SentQuery } from './list/cursor-continuation';
export { listQueryClass } from './list/list-query';
export type { ListQueryClass } from './list/list-query';
