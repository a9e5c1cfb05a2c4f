import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteExtensions } from './client';
import { databaseTemplateFile } from './database-template';

/**
 * Run by `npm run build` (scripts/build.mjs) when the migrations changed: migrates a new
 * in-memory embedded database and writes it, uncompressed (a start reads it faster), where
 * database-template.ts finds it.
 */
const client = await PGlite.create({ extensions: pgliteExtensions });
const handle = await openPglite(client);
await handle.migrate();
const dump = await client.dumpDataDir('none');
await handle.close();
fs.mkdirSync(path.dirname(databaseTemplateFile), { recursive: true });
const staging = `${databaseTemplateFile}.${process.pid}`;
fs.writeFileSync(staging, Buffer.from(await dump.arrayBuffer()));
fs.renameSync(staging, databaseTemplateFile);
