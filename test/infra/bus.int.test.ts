import t from 'tap';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { MemoryBus } from '../../src/infra/bus/memory.ts';
import { NatsBus } from '../../src/infra/bus/nats.ts';
import { natsForTest } from '../helpers/nats.ts';
import { busContract } from './bus.contract.ts';
import { uniq } from './tap.ts';

void t.test('in-process bus contract', async (t) => {
  busContract(t, async () => new MemoryBus(20));
});

const lookup = await natsForTest();
if (lookup.ok) {
  const { nats } = lookup;
  t.teardown(() => nats.stop());
  void t.test(`NATS JetStream bus contract (${nats.url})`, async (t) => {
    // A stream of its own per run, so a shared server's other streams are never touched.
    const stream = `MM_CONTRACT_${uniq().toUpperCase()}`;
    const prefix = `mmtest_${uniq()}`;
    busContract(t, async () => NatsBus.connect(nats.url, { stream, prefix, ackWaitMs: 5_000, redeliveryDelayMs: () => 50 }));
    t.teardown(async () => {
      const nc = await connect({ servers: nats.url });
      await (await jetstreamManager(nc)).streams.delete(stream);
      await nc.close();
    });
  });
} else {
  void t.skip(`NATS JetStream bus contract: ${lookup.reason} — cannot run here`, () => {});
}
