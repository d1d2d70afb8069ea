#!/usr/bin/env node
// The `matchmaking` operator CLI; TypeScript is loaded through tsx.
import { register } from 'tsx/esm/api';
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
