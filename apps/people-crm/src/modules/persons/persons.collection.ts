import { arrayContains, defineCollection, detailMapper, equals, recordMapper, textSearch } from '@bizapi/collections';
import { CLASSIFICATIONS, PERSONS_CONTRACT, PERSON_TYPES } from '@bizapi/contracts';
import { containsPattern } from '@bizapi/conventions';
import { PersonEntity } from './person.entity';

/** A search made only of digits and a tax id's punctuation, such as "529.982.247-25" or "11.222.333/0001-81". */
const DOCUMENT_SEARCH = /^[\d.\-/\s]+$/;

export const PERSONS = defineCollection<PersonEntity>({
  contract: PERSONS_CONTRACT,
  entity: PersonEntity,
  noun: 'person',
  toRecord: recordMapper(PERSONS_CONTRACT),
  toDetail: detailMapper(PERSONS_CONTRACT),
  // The spec shows the address on get only; create and update answer the list shape.
  writesAnswer: 'record',
  filters: {
    // Only a search that looks like a document looks in documents: "Filial 2" must not find every document with a 2,
    // while "123.456.789" still finds the document 12345678909.
    search: textSearch(['name', 'socialName'], (value, bind, column) => {
      const digits = DOCUMENT_SEARCH.test(value) ? value.replace(/\D/g, '') : '';
      return digits ? `${column('documentNumber')} LIKE ${bind(containsPattern(digits))}` : null;
    }),
    personType: equals('personType', PERSON_TYPES),
    classification: arrayContains('classifications', CLASSIFICATIONS),
  },
  orderBy: { name: { property: 'name', humanText: true } },
  unique: { persons_company_document_idx: { field: 'documentNumber', message: 'a person with this documentNumber already exists' } },
});
