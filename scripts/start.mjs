#!/usr/bin/env node
// `npm start`: builds the web app only when its build is missing or out of date, then runs the
// server in production mode in this process (no second Node, no TypeScript compiler at run time).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildWeb, staleReason } from './web-build.mjs';

const reason = staleReason();
if (reason) {
  console.log(`Building the web app (${reason})…`);
  if (!buildWeb()) {
    console.error('The web app did not build; see the messages above.');
    process.exit(1);
  }
}

process.env.NODE_ENV ||= 'production';
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/api/src/server.ts')).href);
