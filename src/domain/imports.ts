/** Input of an import run: the roster, appended to the run stream in chunks before RunInputSealed. */
import { z } from 'zod';
import { ImportRow } from './person.ts';

export const ImportRowsChunk = z.object({
  run_id: z.string(),
  chunk: z.number().int().min(0),
  offset: z.number().int().min(0),
  rows: z.array(ImportRow),
});
export type ImportRowsChunk = z.infer<typeof ImportRowsChunk>;
