import { acceptedFields } from '@bizapi/contracts';
import type { CollectionContract } from '@bizapi/contracts';
import { getMetadataStorage } from 'class-validator';

type Dto = new (...args: never[]) => object;

/** The body fields a DTO accepts: its validated properties (validation refuses any other, docs/design/architecture-contract.md decisions). */
export function dtoFields(dto: Dto): string[] {
  const properties = getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .map((metadata) => metadata.propertyName);
  return [...new Set(properties)];
}

/**
 * Why a write's DTO and the collection's contract entry disagree, or null:
 * a field the DTO accepts that the entry's write list (spec and extensions)
 * lacks, or one the list has that the DTO refuses. The kit refuses to build
 * a collection's handlers (so its service to start) on such drift.
 */
export function writeFieldsDrift(contract: CollectionContract, write: 'create' | 'update', dto: Dto): string | null {
  const declared = acceptedFields(contract, write);
  const accepted = dtoFields(dto);
  const extra = accepted.filter((field) => !declared.includes(field));
  const missing = declared.filter((field) => !accepted.includes(field));
  if (!extra.length && !missing.length) return null;
  return [
    `${dto.name} (${write} of ${contract.collection}) does not accept the fields of its contract entry (libs/contracts/src/collections/${contract.service}.contracts.ts):`,
    ...(extra.length ? [`accepts ${extra.join(', ')}, not in the entry's ${write} list`] : []),
    ...(missing.length ? [`lacks ${missing.join(', ')}, in the entry's ${write} list`] : []),
  ].join(' ');
}
