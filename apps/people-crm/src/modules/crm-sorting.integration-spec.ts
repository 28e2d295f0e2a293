import { createTenant } from '@bizapi/testing';
import { createDeal, createLead, createProduct } from '../testing/crm-fixtures';

/** Created out of order, in a mix of accents and letter case that byte order would sort wrongly. */
const NAMES = ['Zeca', 'carla', 'Álvaro', 'Bruno', 'Ana'];
const ALPHABETICAL = ['Álvaro', 'Ana', 'Bruno', 'carla', 'Zeca'];

describe('CRM name and title sorting, as persons sort (docs/crm.md)', () => {
  it.each([
    ['products', 'name', (api: any, name: string) => createProduct(api, { name })],
    ['leads', 'title', (api: any, title: string) => createLead(api, { title })],
    ['deals', 'title', (api: any, title: string) => createDeal(api, { title })],
  ])('%s by %s, both ways', async (collection, field, create) => {
    const { api } = await createTenant();
    for (const name of NAMES) await create(api, name);

    for (const [order, expected] of [
      ['ASC', ALPHABETICAL],
      ['DESC', [...ALPHABETICAL].reverse()],
    ] as const) {
      const response = await api.get(`/${collection}?orderBy=${field}&order=${order}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((record: any) => record[field])).toEqual(expected);
    }
  });
});
