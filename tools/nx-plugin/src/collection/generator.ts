import { GeneratorCallback, Tree, formatFiles, generateFiles, joinPathFragments, logger, names } from '@nx/devkit';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { Field, fieldTemplates, parseFields, snakeCase } from './fields';
import { addProperty, insertBeforeArray, register } from './source-edits';

export interface CollectionGeneratorOptions {
  service: string;
  name: string;
  fields?: string;
  singular?: string;
  /** What one record is, a sentence for the reference (libs/contracts/src/collections/<service>.reference.ts). */
  about?: string;
  feature?: string;
  /** Run `npm run generate` once the files are written (builds, then rewrites the generated files). */
  generate?: boolean;
  skipFormat?: boolean;
}

/** The plan feature a service's collections need unless `--feature` says otherwise (libs/contracts/src/domain/features.ts). */
const SERVICE_FEATURES: Record<string, string> = {
  'people-crm': 'crm',
  'sales-contracts': 'sales',
  finance: 'finance',
  'projects-hr': 'projects',
  helpdesk: 'helpdesk',
  accounting: 'accounting',
};

/** `ticket-tags` → `ticket-tag`; `--singular` where English has it otherwise. */
/** `isPublic` → `is public`: a field's name in words, for the first draft of its description. */
const words = (name: string) => name.replace(/([A-Z])/g, ' $1').toLowerCase();

/** A first description of a field in the reference, for the author to replace with the spec's wording. */
function describeField(field: Field, noun: string): string {
  if (field.type === 'boolean') return /^is[A-Z]/.test(field.name) ? `Whether the ${noun} ${words(field.name)}.` : `Whether ${words(field.name)} holds for the ${noun}.`;
  return `The ${noun}'s ${words(field.name)}.`;
}

function singularOf(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(name)) return name.slice(0, -2);
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

/**
 * `npx nx g @bizapi/nx-plugin:collection --service <svc> --name <collection> [--fields ...]`: adds a
 * collection of the kit to a service, all its facts from the options: the contract entry (the one place
 * other processes learn of it), the folder of docs/architecture.md's layout (entity with ListIndexes,
 * declaration, mapper, DTOs, service, module, the integration test calling describeCollectionContract),
 * its line in domain-modules.ts, and a migration with the record-table helpers, registered in the
 * service's database. What derives from the entry (route table, scopes, NATS permissions, OpenAPI) needs
 * no edit; `npm run generate` rewrites the checked-in generated files.
 */
export async function collectionGenerator(tree: Tree, options: CollectionGeneratorOptions): Promise<GeneratorCallback> {
  const { service, name } = options;
  const modules = `apps/${service}/src/modules`;
  if (!tree.exists(`${modules}/domain-modules.ts`)) {
    throw new Error(`--service ${service}: no ${modules}/domain-modules.ts (a service of the collection kit: ${Object.keys(SERVICE_FEATURES).join(', ')})`);
  }
  if (tree.exists(`${modules}/${name}`)) throw new Error(`${modules}/${name} exists already`);
  const contractsFile = `libs/contracts/src/collections/${service}.contracts.ts`;
  if (!tree.exists(contractsFile)) throw new Error(`no ${contractsFile}`);
  const taken = tree.children('libs/contracts/src/collections').find((file) => tree.read(`libs/contracts/src/collections/${file}`, 'utf-8')?.includes(`collection: '${name}'`));
  if (taken) throw new Error(`${name} has a contract entry already, in libs/contracts/src/collections/${taken}: the generator writes the entry itself`);
  const feature = options.feature ?? SERVICE_FEATURES[service];
  if (!feature) throw new Error(`--feature: ${service} has no default plan feature`);

  const fields = parseFields(options.fields ?? 'name:text');
  const singular = options.singular ?? singularOf(name);
  const plural = names(name);
  const one = names(singular);
  const timestamp = Date.now();
  const noun = singular.replace(/-/g, ' ');
  const values = {
    ...fieldTemplates(fields),
    tmpl: '',
    name,
    singular,
    service,
    noun,
    nounCapitalized: noun.charAt(0).toUpperCase() + noun.slice(1),
    table: snakeCase(name),
    constant: plural.constantName,
    contractConstant: `${plural.constantName}_CONTRACT`,
    entityClass: `${one.className}Entity`,
    mapperFunction: `to${one.className}Record`,
    createDto: `Create${one.className}Dto`,
    updateDto: `Update${one.className}Dto`,
    serviceClass: `${plural.className}Service`,
    moduleClass: `${plural.className}Module`,
    timestamp,
    migrationClass: `Create${plural.className}${timestamp}`,
  };

  // The contract entry, before the service's list of entries, and in that list.
  const fieldList = fields.map((field) => `'${field.name}'`).join(', ');
  const list = insertBeforeArray(
    tree,
    contractsFile,
    (variable) => variable.endsWith('_CONTRACTS'),
    `export const ${values.contractConstant} = defineContract({
  collection: '${name}',
  service: '${service}',
  feature: '${feature}',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: [${fieldList}] },
    update: { spec: [${fieldList}] },
  },
});

`,
    "service's list of contract entries (export const <SERVICE>_CONTRACTS = [...])",
  );
  register(tree, contractsFile, [], [{ matches: (variable) => variable === list, element: values.contractConstant, what: list }]);

  // Its words in the reference (tools/openapi reads them): the public schema name, what a record is, its fields.
  const referenceFile = `libs/contracts/src/collections/${service}.reference.ts`;
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const described = fields.map((field) => `${field.name}: ${quote(describeField(field, noun))}`).join(', ');
  addProperty(
    tree,
    referenceFile,
    (variable) => /^[A-Z_]+_REFERENCE$/.test(variable) && !/(REPORT|OPERATION)_REFERENCE$/.test(variable),
    name,
    `{ schema: '${one.className}', about: ${quote(options.about ?? `A ${noun}.`)}, fields: { ${described} } }`,
    "service's reference words (export const <SERVICE>_REFERENCE = {...})",
  );

  // The folder.
  generateFiles(tree, join(__dirname, '../../files/collection'), modules, values);

  // Its Nest module and entity, to the service.
  register(
    tree,
    `${modules}/domain-modules.ts`,
    [`import { ${values.constant} } from './${name}/${name}.collection';`, `import { ${values.moduleClass} } from './${name}/${name}.module';`],
    [{ matches: (variable) => variable === 'DOMAIN', element: `{ module: ${values.moduleClass}, collections: [${values.constant}] }`, what: 'DOMAIN list' }],
  );

  // The migration, registered last in the service's database.
  const database = `apps/${service}/src/database`;
  generateFiles(tree, join(__dirname, '../../files/migration'), `${database}/migrations`, values);
  const databaseFile = tree.children(database).find((file) => file.endsWith('-database.ts'));
  if (!databaseFile) throw new Error(`no ${database}/*-database.ts`);
  register(
    tree,
    joinPathFragments(database, databaseFile),
    [`import { ${values.migrationClass} } from './migrations/${timestamp}-create-${name}';`],
    [{ matches: (property) => property === 'migrations', element: values.migrationClass, what: 'migrations list' }],
  );

  if (!options.skipFormat) await formatFiles(tree);

  return () => {
    const folder = `${modules}/${name}`;
    const steps = [
      `${name} is a collection of ${service}. Edit, as the collection needs:`,
      `  ${contractsFile} (${values.contractConstant}): operations, the write lists, events, reference`,
      `  ${referenceFile} ('${name}'): what a record is and each field, in the spec's words (the API reference shows them)`,
      `  ${folder}/${singular}.entity.ts: column types and defaults, an @Index per filter or sort`,
      `  ${database}/migrations/${timestamp}-create-${name}.ts: the same columns and indexes`,
      `  ${folder}/${singular}.dto.ts: the validation rules of each field`,
      `  ${folder}/${name}.collection.ts: filters, orderBy, references`,
      `  ${folder}/${name}.integration-spec.ts: the contract test's bodies, then the collection's own rules`,
    ];
    logger.info(steps.join('\n'));
    if (options.generate) execSync('npm run generate', { stdio: 'inherit', cwd: tree.root });
    else logger.info('Then run `npm run generate` and commit what it rewrites (docs/openapi.json, client types, nats-auth.conf, postgres-roles.sql).');
  };
}

export default collectionGenerator;
