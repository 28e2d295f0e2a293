import { formatApiDateTime } from '@bizapi/conventions';
import { SignEntity } from './sign.entity';

/** A Sign as lists return it (without content). */
export function toSignRecord(sign: SignEntity) {
  return {
    id: sign.id,
    code: sign.code,
    title: sign.title,
    status: sign.status,
    contractSituation: sign.contractSituation,
    dealId: sign.dealId,
    personId: sign.personId,
    signedAt: formatApiDateTime(sign.signedAt),
    isActive: sign.isActive,
    createdAt: formatApiDateTime(sign.createdAt),
    updatedAt: formatApiDateTime(sign.updatedAt),
  };
}

/** A Sign as get, create, update and events return it: the record with content. */
export function toSignDetail(sign: SignEntity) {
  return { ...toSignRecord(sign), content: sign.content };
}

export type SignRecord = ReturnType<typeof toSignRecord>;
export type SignDetail = ReturnType<typeof toSignDetail>;
