import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The next release of three apps, as throwaway copies of their builds under
 * `root` (which mirrors the repository: `<root>/apps/<app>/dist`, `<root>/docs`),
 * for release-alone.integration-spec.ts. Together they are one feature: a
 * person gets a release channel (a new column, filled by the new build and
 * returned as a new field) and a new event on create.
 */
export const NEXT_RELEASE = {
  field: 'releaseChannel',
  column: 'release_channel',
  event: 'person.released',
  migration: 'PersonReleaseChannel1764300000000',
} as const;

type Patch = [from: string, to: string];

/** Copies `apps/<app>/dist` of `repo` under `root`, applies `patches` (file → replacements) to tsc's files and adds `files`; returns its entry. */
function copyBuild(repo: string, root: string, app: string, patches: Record<string, Patch[]>, files: Record<string, string> = {}): string {
  const dist = join(root, 'apps', app, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  cpSync(join(repo, 'apps', app, 'dist'), dist, { recursive: true });
  for (const [file, replacements] of Object.entries(patches)) {
    const path = join(dist, file);
    let source = readFileSync(path, 'utf8');
    for (const [from, to] of replacements) {
      if (!source.includes(from)) throw new Error(`the release patch no longer applies to ${app}/dist/${file}`);
      source = source.replace(from, to);
    }
    writeFileSync(path, source);
  }
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  // tsc's entry, not main.js: that is the one-file bundle (tools/bundle), which holds the files unpatched.
  return join(dist, 'start.js');
}

/**
 * people-crm: an expand migration (a nullable column, added under a short
 * lock timeout so it never queues traffic behind it for long), the entity's
 * column, written `next` on create and returned as the new field (null for
 * rows written by the old build), and the new event on create.
 */
export function buildNextPeopleCrm(repo: string, root: string): string {
  const { field, column, event, migration } = NEXT_RELEASE;
  const migrationFile = `${migration.replace(/^\D+/, '')}-person-release-channel`;
  return copyBuild(
    repo,
    root,
    'people-crm',
    {
      'database/people-crm-database.js': [
        ['const _1763776000000_collection_kit_1', `const next_migration_1 = require("./migrations/${migrationFile}");\nconst _1763776000000_collection_kit_1`],
        [
          '_1763776000000_collection_kit_1.CollectionKit1763776000000,\n',
          `_1763776000000_collection_kit_1.CollectionKit1763776000000,\n        next_migration_1.${migration},\n`,
        ],
      ],
      'modules/persons/person.entity.js': [
        [
          '//# sourceMappingURL=',
          `__decorate([\n    (0, typeorm_1.Column)({ name: '${column}', type: 'text', nullable: true }),\n    __metadata("design:type", Object)\n], PersonEntity.prototype, "${field}", void 0);\n//# sourceMappingURL=`,
        ],
      ],
      // The record (lists, and the get's, which spreads it) with the new field.
      'modules/persons/persons.collection.js': [
        [
          'toRecord: (0, collections_1.recordMapper)(contracts_1.PERSONS_CONTRACT),',
          `toRecord: ((record) => (person) => ({ ...record(person), ${field}: person.${field} ?? null }))((0, collections_1.recordMapper)(contracts_1.PERSONS_CONTRACT)),`,
        ],
        [
          'toDetail: (0, collections_1.detailMapper)(contracts_1.PERSONS_CONTRACT),',
          `toDetail: ((detail) => (person) => ({ ...detail(person), ${field}: person.${field} ?? null }))((0, collections_1.detailMapper)(contracts_1.PERSONS_CONTRACT)),`,
        ],
      ],
      'modules/persons/persons.service.js': [
        [
          '        super(kit, persons_collection_1.PERSONS);\n    }\n',
          `        super(kit, persons_collection_1.PERSONS);\n    }\n    async build(input, caller) {\n        return { ...(await super.build(input, caller)), ${field}: 'next' };\n    }\n    async afterWrite(entity, context, before) {\n        if (before === null) await this.kit.outbox.append(context.manager, entity.companyId, '${event}', { id: entity.id });\n        return super.afterWrite(entity, context, before);\n    }\n`,
        ],
      ],
    },
    {
      [`database/migrations/${migrationFile}.js`]: `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
/** Expand: a nullable column, which the release still serving neither reads nor writes. */
class ${migration} {
    name = '${migration}';
    async up(queryRunner) {
        await queryRunner.query("SET LOCAL lock_timeout = '5s'");
        await queryRunner.query('ALTER TABLE persons ADD COLUMN ${column} text');
    }
    async down(queryRunner) {
        await queryRunner.query('ALTER TABLE persons DROP COLUMN ${column}');
    }
}
exports.${migration} = ${migration};
`,
    },
  );
}

/** webhooks: its intake knows the new event name (the catalog of the next release). */
export function buildNextWebhooks(repo: string, root: string): string {
  return copyBuild(repo, root, 'webhooks', {
    'modules/intake/domain-event-shape.js': [
      ['!(0, contracts_1.isEventName)(event.event)', `!((0, contracts_1.isEventName)(event.event) || event.event === '${NEXT_RELEASE.event}')`],
    ],
  });
}

/** gateway: the same code, serving the next release's OpenAPI document (it reads `<root>/docs/openapi.json`, as the image carries it). */
export function buildNextGateway(repo: string, root: string, document: object): string {
  const main = copyBuild(repo, root, 'gateway', {});
  const path = join(root, 'docs', 'openapi.json');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(document, null, 2));
  return main;
}
