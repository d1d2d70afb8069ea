/** `attendees add`: an operator adds a person to an event without a partner mapping. */
import { parseArgs } from 'node:util';
import { isAppError } from '../domain/errors.ts';
import { SIDES, type Side } from '../domain/person.ts';
import { PARTNER_ID } from '../domain/partnerIds.ts';
import { badArgs, type CliCommand } from './commands.ts';

export const attendeesAdd: CliCommand = {
  group: 'attendees',
  action: 'add',
  usage: 'attendees add --org ORG --event EVENT_ID --name NAME [--email E] [--side founder|investor]',
  description: 'Add a person to an event without a partner mapping (attendee_id null, id_source meshi); prints the new roster entry as JSON.',
  options: [
    { flags: '--org <ORG>', description: 'organization of the event', required: true },
    { flags: '--event <EVENT_ID>', description: 'partner event ID', required: true },
    { flags: '--name <NAME>', description: 'display name', required: true },
    { flags: '--email <EMAIL>', description: 'e-mail address, used for identity matching (never printed)' },
    { flags: '--side <SIDE>', description: 'founder or investor (omit: a new attendee is untagged, one already at the event keeps their side)' },
  ],
  examples: ['matchmaking attendees add --org acme --event demo-day-2026 --name "Ada Founder" --side founder'],
  async run(rt, argv) {
    const { values } = parseArgs({
      args: argv,
      options: { org: { type: 'string' }, event: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' }, side: { type: 'string' } },
    });
    const bad = (msg: string) => badArgs(attendeesAdd, msg);
    if (!values.org || !PARTNER_ID.test(values.org)) return bad('--org is required and must be a partner ID');
    if (!values.event || !PARTNER_ID.test(values.event)) return bad('--event is required and must be a partner ID');
    if (!values.name) return bad('--name is required');
    if (values.side !== undefined && !(SIDES as readonly string[]).includes(values.side)) return bad(`--side must be one of ${SIDES.join(', ')}`);
    try {
      const { addAttendee } = await import('../commands/attendees/addAttendee.ts');
      const out = await addAttendee(rt.deps, { org_id: values.org, event_id: values.event, name: values.name, email: values.email, side: values.side as Side | undefined }, { follow: false });
      await rt.deps.projections.catchUp();
      process.stdout.write(`${JSON.stringify(out)}\n`);
      return 0;
    } catch (e) {
      if (isAppError(e)) {
        process.stderr.write(`${e.code}: ${e.message}\n`);
        return 1;
      }
      throw e;
    }
  },
};
