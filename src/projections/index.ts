/** Every read model, applied in this order inside one transaction per batch. */
import type { Projector } from './projector.ts';
import { accessProjector } from './access.ts';
import { eventsProjector } from './events.ts';
import { idMapProjector } from './id-map.ts';
import { sessionsProjector } from './sessions.ts';
import { runsProjector } from './runs.ts';
import { peopleProjector } from './people.ts';
import { rosterProjector } from './roster.ts';
import { reviewsProjector } from './reviews.ts';
import { intentsProjector } from './intents.ts';
import { matchesProjector } from './matches.ts';
import { readinessProjector } from './readiness.ts';

export const projectors: Projector[] = [accessProjector, eventsProjector, idMapProjector, sessionsProjector, runsProjector, peopleProjector, rosterProjector, reviewsProjector, matchesProjector, intentsProjector, readinessProjector];
