/**
 * E-mail addresses inside free text (a goal saying "write to pat@example.com"). People type them
 * into every field; they are personal data, so nothing the service shows or logs repeats them:
 * match reasons, people search, an attendee's reading and the projection failures all mask them.
 */
export const EMAIL = /[^\s@<>()[\]{}"',;:]+@[^\s@<>()[\]{}"',;:]+\.[A-Za-z]{2,}/g;

/** The text with each e-mail address replaced by `mark`. */
export const maskEmails = (text: string, mark = '[e-mail]'): string => text.replace(EMAIL, mark);
