#!/usr/bin/env node
// The `matchmaking` operator CLI; TypeScript is loaded through tsx.
import { register } from 'tsx/esm/api';
register();
const { main, finish } = await import('../src/cli/main.ts');
finish(await main(process.argv.slice(2)));
