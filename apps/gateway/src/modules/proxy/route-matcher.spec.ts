import { ROUTES, RouteDefinition } from '@bizapi/contracts';
import { RouteMatcher } from './route-matcher';

const route = (method: RouteDefinition['method'], path: string): RouteDefinition => ({
  method,
  path,
  subject: `${method} ${path}`,
  service: 'webhooks',
  collection: path.split('/')[1],
  feature: null,
  scope: 'x:read',
  successStatus: 200,
});

describe('RouteMatcher', () => {
  const sut = new RouteMatcher([
    route('GET', '/webhooks'),
    route('GET', '/webhooks/:id'),
    route('PUT', '/webhooks/:id'),
    route('GET', '/webhooks/:id/deliveries'),
    route('POST', '/webhooks/:id/deliveries/:deliveryId/resend'),
    route('GET', '/webhooks/events'),
  ]);

  it('matches collections and ids', () => {
    expect(sut.match('GET', 'webhooks')?.route.path).toBe('/webhooks');
    expect(sut.match('GET', 'webhooks/abc')).toMatchObject({ route: { path: '/webhooks/:id' }, params: { id: 'abc' } });
    expect(sut.match('PUT', 'webhooks/abc')?.route.method).toBe('PUT');
  });

  it('matches nested parameters', () => {
    expect(sut.match('POST', 'webhooks/w1/deliveries/d1/resend')?.params).toEqual({ id: 'w1', deliveryId: 'd1' });
  });

  it('prefers a literal segment to a parameter', () => {
    expect(sut.match('GET', 'webhooks/events')?.route.path).toBe('/webhooks/events');
  });

  it('tolerates one trailing slash', () => {
    expect(sut.match('GET', 'webhooks/')?.route.path).toBe('/webhooks');
  });

  it('decodes segments', () => {
    expect(sut.match('GET', 'webhooks/a%20b')?.params.id).toBe('a b');
  });

  it.each([
    ['DELETE', 'webhooks/abc'],
    ['POST', 'webhooks/abc'],
    ['GET', 'unknown'],
    ['GET', 'webhooks/abc/unknown'],
    ['GET', 'webhooks//abc'],
    ['GET', 'webhooks/%E0%A4%A'],
    ['GET', ''],
  ])('has no route for %s %s', (method, path) => {
    expect(sut.match(method, path)).toBeNull();
  });

  it('covers the operations of the availability table for the collections it serves', () => {
    const table = new RouteMatcher(ROUTES);
    for (const collection of ['persons', 'person-emails', 'person-phones']) {
      expect(table.match('GET', collection)?.route.subject).toBe(`api.${collection}.list`);
      expect(table.match('GET', `${collection}/x`)?.route.subject).toBe(`api.${collection}.get`);
      expect(table.match('POST', collection)?.route).toMatchObject({ subject: `api.${collection}.create`, successStatus: 201 });
      expect(table.match('PUT', `${collection}/x`)?.route.subject).toBe(`api.${collection}.update`);
      expect(table.match('DELETE', `${collection}/x`)).toBeNull();
    }
  });
});
