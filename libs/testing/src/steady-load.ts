import { ApiResponse, HttpClient } from './http-client';

export interface SteadyLoad {
  /** Every person created so far (201 answers), in order. */
  readonly createdIds: string[];
  /** Every answer that was not the expected 201 or 200, as `METHOD status body`. */
  readonly failures: string[];
  /** Stops the clients after their current request and waits for them. */
  stop(): Promise<void>;
}

/**
 * Clients writing and reading persons through the gateway, one request after
 * another each, until stopped: the load under which tests stop, replace or
 * kill processes. Each client creates a person, then reads it back.
 */
export function startPersonLoad(api: HttpClient, clients: number, onRead: (person: ApiResponse) => void = () => undefined): SteadyLoad {
  const createdIds: string[] = [];
  const failures: string[] = [];
  let running = true;
  const client = async (worker: number) => {
    for (let round = 0; running; round++) {
      const created = await api.post('/persons', { name: `Pessoa ${worker}-${round}`, personType: 'INDIVIDUAL' });
      if (created.status !== 201) {
        failures.push(`POST ${created.status} ${JSON.stringify(created.body)}`);
        continue;
      }
      createdIds.push(created.body.id);
      const read = await api.get(`/persons/${created.body.id}`);
      if (read.status === 200) onRead(read);
      else failures.push(`GET ${read.status} ${JSON.stringify(read.body)}`);
    }
  };
  const running$ = Promise.all(Array.from({ length: clients }, (_, worker) => client(worker)));
  return {
    createdIds,
    failures,
    async stop() {
      running = false;
      await running$;
    },
  };
}
