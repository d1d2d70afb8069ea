/** The contract's partner ID and partner kind formats (the HTTP schemas and the CLI check both). */
export const PARTNER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export const PARTNER_KIND = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
