import { defineContract } from '@bizapi/contracts';
import { Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { dtoFields, writeFieldsDrift } from './write-fields';

const NOTES = defineContract({
  collection: 'notes',
  service: 'people-crm',
  feature: null,
  operations: ['list', 'get', 'create', 'update'],
  writes: { create: { spec: ['title', 'body'] }, update: { spec: ['title'], extensions: ['body'] } },
});

class CreateNoteDto {
  @Required() @Text(255) title: string;
  @Nullable() @Text(1000) body?: string | null;
}

class UpdateNoteWithStatusDto {
  @Optional() @Text(255) title?: string;
  @Optional() @Text(20) status?: string;
}

describe('write fields against the contract entry', () => {
  it('reads the fields a DTO accepts', () => {
    expect(dtoFields(CreateNoteDto)).toEqual(['title', 'body']);
  });

  it('accepts a DTO with exactly the write list, extensions included', () => {
    expect(writeFieldsDrift(NOTES, 'create', CreateNoteDto)).toBeNull();
  });

  it('names a field the DTO accepts beyond the list, and one of the list it lacks', () => {
    const drift = writeFieldsDrift(NOTES, 'update', UpdateNoteWithStatusDto);
    expect(drift).toContain('accepts status, not in the entry');
    expect(drift).toContain('lacks body, in the entry');
  });
});
