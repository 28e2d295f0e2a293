import { ApiError, ErrorCode } from '@bizapi/contracts';
import { PeopleCrmAdminController } from './people-crm-admin.controller';

describe('people-crm admin deactivate', () => {
  const deactivated: string[] = [];
  const service = (name: string) => ({ deactivate: async (_companyId: string, id: string) => void deactivated.push(`${name}:${id}`) });
  const controller = new (PeopleCrmAdminController as new (...services: unknown[]) => PeopleCrmAdminController)(
    ...['persons', 'emails', 'phones', 'leads', 'activities', 'deals', 'dealItems', 'pipelines', 'products'].map(service),
  );
  const command = (collection: string) => ({ companyId: 'c', collection, id: 'x' });

  it('deactivates through the collection named', async () => {
    await expect(controller.deactivate(command('deal-items'))).resolves.toEqual({ collection: 'deal-items', id: 'x', isActive: false });
    expect(deactivated).toEqual(['dealItems:x']);
  });

  it.each(['constructor', 'toString', '__proto__', 'nothing'])('refuses collection %s as unknown', async (collection) => {
    const error = await controller.deactivate(command(collection)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ErrorCode.VALIDATION_ERROR);
  });
});
