import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { SqliteRateLimitLedger } from '../../src/infra/ratelimit/sqlite.ts';
import { MongoRateLimitLedger } from '../../src/infra/ratelimit/mongo.ts';
import { rateLimitContract } from './ratelimit.contract.ts';
import { uniq } from './tap.ts';

const dir = mkdtempSync(join(tmpdir(), 'mm-rl-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

void t.test('SQLite rate-limit ledger contract', async (t) => {
  rateLimitContract(t, async () => {
    const file = join(dir, `ratelimit-${files++}.sqlite`);
    return { open: async (now) => new SqliteRateLimitLedger(file, now) };
  });
});

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  void t.test('MongoDB rate-limit ledger contract', async (t) => {
    rateLimitContract(t, async () => {
      const client = await MongoClient.connect(mongoUrl);
      const db = client.db(`mm_contract_${uniq()}`);
      return {
        open: async (now) => new MongoRateLimitLedger(db, { now }),
        cleanup: async () => {
          await db.dropDatabase();
          await client.close();
        },
      };
    });
  });
} else {
  void t.skip('MongoDB rate-limit ledger contract: MONGODB_URL not set — cannot run here (no server on this machine)', () => {});
}
