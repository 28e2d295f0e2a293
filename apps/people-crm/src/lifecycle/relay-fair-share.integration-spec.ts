import { newEventId, newId } from '@bizapi/runtime';
import { EventTap, queryDatabase } from '@bizapi/testing';

/**
 * The outbox relay shares each batch between companies: one company's
 * burst of a thousand events, committed just before another company's one
 * event, does not hold that event back until the thousand are published
 * (a batch takes at most 100 events of a company: outbox-relay.ts,
 * COMPANY_SHARE). Each company's own events still go out in commit order.
 */

const BURST = 1_000;
const COMPANY_SHARE = 100;

function personCreated(companyId: string, position: number) {
  const id = newEventId();
  const payload = {
    id,
    event: 'person.created',
    timestamp: new Date().toISOString(),
    companyId,
    data: { id: newId(), name: `Burst ${position}` },
  };
  return { id, payload: JSON.stringify(payload) };
}

describe('outbox relay: one company burst beside another company', () => {
  it("publishes the other company's event within the first batch, and the burst in commit order", async () => {
    const tap = await EventTap.open();
    const noisy = newId();
    const quiet = newId();
    const burst = Array.from({ length: BURST }, (_, position) => personCreated(noisy, position));
    const single = personCreated(quiet, 0);

    // One transaction: the relay's first batch sees the burst and, after it in commit order, the other company's event.
    await queryDatabase(
      `WITH burst AS (
         INSERT INTO people_crm.outbox_events (event_id, company_id, event, payload)
         SELECT id, $2::uuid, 'person.created', payload::json FROM unnest($1::text[], $3::text[]) WITH ORDINALITY AS t(id, payload, n) ORDER BY n
         RETURNING sequence)
       INSERT INTO people_crm.outbox_events (event_id, company_id, event, payload)
       SELECT $4, $5::uuid, 'person.created', $6::json WHERE (SELECT count(*) FROM burst) = $7`,
      [burst.map((event) => event.id), noisy, burst.map((event) => event.payload), single.id, quiet, single.payload, BURST],
    );
    await queryDatabase('NOTIFY "people_crm.outbox_events"');

    const deadline = Date.now() + 60_000;
    const seen = () => tap.events.filter((event) => event.companyId === noisy || event.companyId === quiet);
    while (seen().length < BURST + 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const events = seen();
    expect(events).toHaveLength(BURST + 1);
    const quietPlace = events.findIndex((event) => event.companyId === quiet);
    // Before the share, a batch was the 500 oldest events: the other company's came 1,001st.
    expect(quietPlace).toBeLessThanOrEqual(COMPANY_SHARE);
    expect(events.filter((event) => event.companyId === noisy).map((event) => event.id)).toEqual(burst.map((event) => event.id));
  }, 90_000);
});
