/** The attendee and review-queue use cases (registered once in src/http/routes.ts). */
import type { RouteModule } from '../../http/types.ts';
import { importAttendees } from './importAttendees.ts';
import { updateAttendee } from './updateAttendee.ts';
import { deleteAttendee } from './deleteAttendee.ts';
import { listAttendees } from '../../queries/attendees/listAttendees.ts';
import { getAttendee } from '../../queries/attendees/getAttendee.ts';
import { identityHistory } from '../../queries/attendees/identityHistory.ts';
import { listReviews } from '../../queries/reviews/listReviews.ts';
import { resolveReview } from '../reviews/resolveReview.ts';
import { mergeReview } from '../reviews/mergeReview.ts';

export const attendeeRoutes: RouteModule[] = [importAttendees, listAttendees, getAttendee, updateAttendee, deleteAttendee, identityHistory, listReviews, resolveReview, mergeReview];
