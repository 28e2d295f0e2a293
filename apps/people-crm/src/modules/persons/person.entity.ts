import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Classification, Genre, PersonType } from '@bizapi/contracts';
import { Column, Entity, Index } from 'typeorm';

@Entity({ name: 'persons' })
@ListIndexes('persons')
@Index('persons_company_name_idx', ['companyId', 'name', 'id'], { where: 'is_active' })
@Index('persons_company_type_idx', ['companyId', 'personType'], { where: 'is_active' })
// What composite foreign keys point to: a reference can only name a record of its own company.
@Index('persons_company_document_idx', ['companyId', 'documentNumber'], {
  unique: true,
  where: 'document_number IS NOT NULL AND is_active',
})
export class PersonEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'social_name', type: 'text', nullable: true })
  socialName: string | null;

  @Column({ name: 'document_number', type: 'text', nullable: true })
  documentNumber: string | null;

  @Column({ name: 'person_type', type: 'text' })
  personType: PersonType;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  genre: Genre | null;

  @Column({ type: 'text', default: 'BR' })
  country: string;

  @Column({ type: 'text', array: true, default: '{}' })
  classifications: Classification[];

  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];

  @Column({ name: 'address_street', type: 'text', default: '' })
  addressStreet: string;

  @Column({ name: 'address_number', type: 'text', default: '' })
  addressNumber: string;

  @Column({ name: 'address_complement', type: 'text', default: '' })
  addressComplement: string;

  @Column({ name: 'address_neighborhood', type: 'text', default: '' })
  addressNeighborhood: string;

  @Column({ name: 'address_city', type: 'text', default: '' })
  addressCity: string;

  @Column({ name: 'address_state', type: 'text', default: '' })
  addressState: string;

  @Column({ name: 'address_zip_code', type: 'text', default: '' })
  addressZipCode: string;

  @Column({ name: 'address_country', type: 'text', default: '' })
  addressCountry: string;
}
