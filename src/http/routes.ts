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

export const routeModules: RouteModule[] = [
  getAuth,
  getIdMap,
  createEvent,
  listEvents,
  getEvent,
  updateEvent,
  updateEventContext,
  deleteEvent,
];
