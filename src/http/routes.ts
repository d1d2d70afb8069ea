/** Every partner use case, registered once per base path. */
import type { RouteModule } from './types.ts';
import { getAuth } from '../queries/getAuth.ts';
import { getIdMap } from '../queries/getIdMap.ts';
import { createEvent } from '../commands/createEvent.ts';
import { listEvents } from '../queries/listEvents.ts';
import { getEvent } from '../queries/getEvent.ts';
import { updateEvent } from '../commands/updateEvent.ts';
import { updateEventContext } from '../commands/updateEventContext.ts';
import { deleteEvent } from '../commands/deleteEvent.ts';
import { createSession } from '../commands/createSession.ts';
import { listSessions } from '../queries/listSessions.ts';
import { getSession } from '../queries/getSession.ts';
import { updateSession } from '../commands/updateSession.ts';
import { deleteSession } from '../commands/deleteSession.ts';
import { createRun } from '../commands/runs/createRun.ts';
import { runsQueries } from '../queries/runs.ts';
import { attendeeRoutes } from '../commands/attendees/routes.ts';
import { searchPeopleRoutes } from '../queries/searchPeople.ts';
import { createMatchRun } from '../commands/runs/createMatchRun.ts';
import { attendeeMatchesRoute } from '../queries/matches/attendeeMatches.ts';
import { eventMatchesRoute } from '../queries/matches/eventMatches.ts';
import { pairMatchRoute } from '../queries/matches/pairMatch.ts';
import { runDiffRoute } from '../queries/matches/runDiff.ts';
import { queueEnrichmentRun } from '../commands/enrichment/queueEnrichmentRun.ts';
import { getEventReadiness } from '../queries/readiness/getEventReadiness.ts';
import { getAttendeeReadiness } from '../queries/readiness/getAttendeeReadiness.ts';

export const routeModules: RouteModule[] = [
  getAuth,
  getIdMap,
  createEvent,
  listEvents,
  getEvent,
  updateEvent,
  updateEventContext,
  deleteEvent,
  createSession,
  listSessions,
  getSession,
  updateSession,
  deleteSession,
  createRun,
  runsQueries,
  ...attendeeRoutes,
  createMatchRun,
  attendeeMatchesRoute,
  eventMatchesRoute,
  pairMatchRoute,
  runDiffRoute,
  queueEnrichmentRun,
  getEventReadiness,
  getAttendeeReadiness,
  searchPeopleRoutes,
];
