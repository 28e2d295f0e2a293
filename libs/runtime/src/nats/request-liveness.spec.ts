import { ListeningRequest, RequestLiveness } from './request-liveness';

describe('request liveness', () => {
  const waiting = (...keys: string[]) => new Map<string, ListeningRequest>(keys.map((key) => [key, { silentTicks: 0 }]));
  const ticks = (sut: RequestLiveness, requests: Map<string, ListeningRequest>, count: number) =>
    Array.from({ length: count }, () => sut.tick(requests));

  it('gives up a request that hears nothing for the whole window, and not a tick sooner', () => {
    const sut = new RequestLiveness(1_500, 100);
    const requests = waiting('a');
    expect(sut.ticksAllowed).toBe(15);
    expect(ticks(sut, requests, 14).flat()).toEqual([]);
    expect(sut.tick(requests)).toEqual(['a']);
  });

  it('starts the silence again at each progress message, so a long request with progress is never given up', () => {
    const sut = new RequestLiveness(1_500, 100);
    const requests = waiting('working', 'dead');
    // 3 s of work, progress every 250 ms (about every third tick).
    for (let tick = 1; tick <= 30; tick++) {
      if (tick % 3 === 0) sut.heard(requests.get('working') as ListeningRequest);
      const silent = sut.tick(requests);
      for (const key of silent) requests.delete(key);
      if (tick === 15) expect(silent).toEqual(['dead']);
      else expect(silent).toEqual([]);
    }
    expect([...requests.keys()]).toEqual(['working']);
  });

  it('rounds the window up to whole ticks, at least one', () => {
    expect(new RequestLiveness(1_550, 100).ticksAllowed).toBe(16);
    expect(new RequestLiveness(10, 100).ticksAllowed).toBe(1);
  });
});
