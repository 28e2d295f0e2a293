import { ApiError, bool, code, date, defineContract, enumeration, group, integer, money, nameCopy, reference, text, textList } from '@bizapi/contracts';
import { validateInput } from '@bizapi/conventions';
import { getMetadataArgsStorage } from 'typeorm';
import { DeclaredTable } from './declared-table';
import { createDefaults, entityValues } from './entity-values';
import { detailMapper, recordMapper } from './records';
import { CreateBody, UpdateBody } from './write-bodies';

/** A contract with one field of each kind a write meets, as a service declares them. */
const TASKS = defineContract({
  collection: 'sample-tasks',
  service: 'projects-hr',
  feature: 'projects',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    code: code('TSK'),
    title: text(20, { create: 'required', update: 'optional' }),
    ownerId: reference('company-users', { nullable: true, create: 'optional' }),
    ownerName: nameCopy('ownerId'),
    status: enumeration(['OPEN', 'DONE'] as const, { default: 'OPEN', update: 'optional' }),
    minutes: integer({ create: 'optional', min: 0, exclusiveMin: true, max: 1440, unit: 'minutes' }),
    budget: money({ nullable: true, create: 'optional', shown: 'detail' }),
    dueDate: date({ nullable: true, create: 'optional', update: 'optional', dateOnly: true, endOfDay: true }),
    day: date({ nullable: true, create: 'extension', storage: 'date' }),
    urgent: bool({ default: false, create: 'optional' }),
    tags: textList({ create: 'optional' }),
    place: group({ city: { max: 10 } }, { create: 'optional' }),
    secret: text(10, { nullable: true, shown: 'never' }),
  },
  record: { updatedAt: false },
});

function refusal(body: new () => object, input: object): unknown {
  try {
    validateInput(body, input);
  } catch (error) {
    return (error as ApiError).errors;
  }
  throw new Error('the body was accepted');
}

describe('a collection declared by its fields', () => {
  it('derives the write lists, extensions apart, in declaration order', () => {
    expect(TASKS.writes).toEqual({
      create: { spec: ['title', 'ownerId', 'minutes', 'budget', 'dueDate', 'urgent', 'tags', 'place'], extensions: ['day'] },
      update: { spec: ['title', 'status', 'dueDate'] },
    });
  });

  describe('write bodies', () => {
    const Create = CreateBody(TASKS);
    const Update = UpdateBody(TASKS);

    it('accepts a body of the declared fields', () => {
      expect(validateInput(Create, { title: 'Write docs', minutes: 30, tags: ['a'], place: { city: 'Recife' }, day: '2026-01-02' })).toMatchObject({
        title: 'Write docs',
        minutes: 30,
      });
    });

    it('names each field a create is missing or gets wrong', () => {
      expect(refusal(Create, { minutes: 0 })).toEqual([
        { field: 'title', message: expect.stringContaining('title') },
        { field: 'minutes', message: 'minutes must be greater than 0' },
      ]);
      expect(refusal(Create, { title: 'x', minutes: 1.5 })).toEqual([{ field: 'minutes', message: 'minutes must be a whole number of minutes' }]);
      expect(refusal(Create, { title: 'x', minutes: 1441 })).toEqual([{ field: 'minutes', message: 'minutes must be at most 1440 minutes' }]);
      expect(refusal(Create, { title: 'x'.repeat(21) })).toEqual([{ field: 'title', message: 'title must be at most 20 characters' }]);
    });

    it('refuses a field its write does not take, read-only ones included', () => {
      expect(refusal(Create, { title: 'x', status: 'DONE' })).toEqual([{ field: 'status', message: expect.any(String) }]);
      expect(refusal(Create, { title: 'x', code: 'TSK-1' })).toEqual([{ field: 'code', message: expect.any(String) }]);
      expect(refusal(Update, { ownerId: null })).toEqual([{ field: 'ownerId', message: expect.any(String) }]);
    });

    it('lets a nullable field be cleared and a non-nullable one not', () => {
      expect(validateInput(Update, { dueDate: null })).toMatchObject({ dueDate: null });
      expect(refusal(Update, { title: null })).toEqual([{ field: 'title', message: expect.any(String) }]);
    });
  });

  describe('entity values', () => {
    it('gives a create its defaults: declared, null where nullable, empty lists and groups', () => {
      expect(createDefaults(TASKS.fields)).toEqual({
        ownerId: null,
        status: 'OPEN',
        budget: null,
        dueDate: null,
        day: null,
        urgent: false,
        tags: [],
        placeCity: '',
        secret: null,
      });
    });

    it('parses dates as declared, keeps lists as sets and spreads a group over its columns', () => {
      expect(
        entityValues(TASKS.fields, { dueDate: '2026-03-01', day: '2026-03-01T10:00:00Z', tags: ['a', 'b', 'a'], place: { city: 'Natal' }, title: undefined }),
      ).toEqual({
        dueDate: new Date('2026-03-01T23:59:59.000Z'),
        day: '2026-03-01',
        tags: ['a', 'b'],
        placeCity: 'Natal',
      });
    });
  });

  describe('records', () => {
    const entity = {
      id: 'a5b7d0a4-2f55-4d6c-9d4b-5d3b8f0f7c11',
      code: 'TSK-000001',
      title: 'Write docs',
      ownerId: null,
      ownerName: undefined,
      status: 'OPEN',
      minutes: 30,
      budget: 12.5,
      dueDate: new Date('2026-03-01T23:59:59.000Z'),
      day: '2026-03-01',
      urgent: false,
      tags: [],
      placeCity: 'Natal',
      secret: 'kept',
      isActive: true,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      updatedAt: new Date('2026-01-02T00:00:00.000Z'),
    };

    it('shows id, the shown fields in order, then isActive and createdAt as the contract says; never a hidden field', () => {
      const record = recordMapper(TASKS)(entity);
      expect(Object.keys(record)).toEqual([
        'id',
        'code',
        'title',
        'ownerId',
        'ownerName',
        'status',
        'minutes',
        'dueDate',
        'day',
        'urgent',
        'tags',
        'place',
        'isActive',
        'createdAt',
      ]);
      expect(record).toMatchObject({
        ownerName: null,
        dueDate: '2026-03-01T23:59:59.000Z',
        day: '2026-03-01T00:00:00.000Z',
        place: { city: 'Natal' },
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    });

    it("adds the get's own fields after the list's record", () => {
      const detail = detailMapper(TASKS)(entity);
      expect(Object.keys(detail).slice(-2)).toEqual(['createdAt', 'budget']);
      expect(detail).toMatchObject({ budget: 12.5 });
    });
  });

  it('declares a column for every stored field, none for a name copy', () => {
    class SampleTaskEntity extends DeclaredTable(TASKS) {}
    const columns = getMetadataArgsStorage()
      .columns.filter((column) => (SampleTaskEntity.prototype as object) instanceof (column.target as new () => object))
      .map((column) => [column.propertyName, column.options.name ?? column.propertyName, column.options.type, column.options.nullable ?? false]);
    expect(columns).toEqual(
      expect.arrayContaining([
        ['code', 'code', 'text', false],
        ['ownerId', 'owner_id', 'uuid', true],
        ['minutes', 'minutes', 'integer', false],
        ['dueDate', 'due_date', 'timestamptz', true],
        ['day', 'day', 'date', true],
        ['tags', 'tags', 'text', false],
        ['placeCity', 'place_city', 'text', false],
      ]),
    );
    expect(columns.map(([property]) => property)).not.toContain('ownerName');
  });
});
