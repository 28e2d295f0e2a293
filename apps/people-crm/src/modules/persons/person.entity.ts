import { Classification, Genre, PersonType } from '@bizapi/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'persons' })
@Index('persons_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('persons_company_name_idx', ['companyId', 'name', 'id'], { where: 'is_active' })
@Index('persons_company_document_idx', ['companyId', 'documentNumber'], {
  unique: true,
  where: 'document_number IS NOT NULL AND is_active',
})
export class PersonEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

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

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
