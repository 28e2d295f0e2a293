import { ListEnvelope } from '@bizapi/contracts';
import { PageQuery } from './list-query';

/** Rows to skip for a page. */
export function pageOffset({ page, limit }: PageQuery): number {
  return (page - 1) * limit;
}

export function toListEnvelope<T>(data: T[], total: number, { page, limit }: PageQuery): ListEnvelope<T> {
  return { data, meta: { total, page, limit, totalPages: Math.ceil(total / limit) } };
}
