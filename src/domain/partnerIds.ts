/** The contract's partner ID and partner kind formats (the HTTP schemas and the CLI check both). */
export const PARTNER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export const PARTNER_KIND = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** A UUID in any case: the shape of an `entity_id` (which attendee paths take as well as a partner ID) and a `run_id`. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
