import { evolveRun, type ActiveRun, type RunDomainEvent } from '../domain/run.ts';
import { update, type Projector } from './projector.ts';

export interface RunDoc extends ActiveRun {
  id: string;
}

const RUN_EVENTS = new Set(['RunQueued', 'RunInputSealed', 'RunStarted', 'RunProgressed', 'RunFinished']);

/** The `runs` read model: the run decider's state, one document per run. */
export const runsProjector: Projector = {
  name: 'runs',
  collections: [
    {
      name: 'runs',
      indexes: [
        ['org_id', 'created_at'],
        ['org_id', 'kind', 'created_at'],
        ['status', 'kind'],
      ],
    },
  ],
  async apply(e, tx) {
    if (!RUN_EVENTS.has(e.type)) return;
    const runId = (e.data as { run_id: string }).run_id;
    await update<RunDoc>(tx, 'runs', runId, e, (cur) => {
      const next = evolveRun(cur ?? { status: 'absent' }, e as unknown as RunDomainEvent);
      return next.status === 'absent' ? undefined : { ...next, id: runId };
    });
  },
};
