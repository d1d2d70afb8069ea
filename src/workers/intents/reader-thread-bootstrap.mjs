// Worker threads do not inherit the TypeScript loader of the main thread on Node 20: register
// tsx in this thread first, then load the reader itself.
import { register } from 'tsx/esm/api';

register();
await import('./reader-thread.ts');
