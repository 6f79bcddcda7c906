#!/usr/bin/env node
/** Fails when src/client/api/generated is not what `npm run codegen` makes from openapi.yaml. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'src/client/api/generated/pharmacyApi.ts');
const before = readFileSync(file, 'utf8');
execFileSync(path.join(root, 'node_modules/.bin/rtk-query-codegen-openapi'), ['src/client/api/codegen.config.ts'], {
  cwd: root,
  stdio: 'pipe',
});
const after = readFileSync(file, 'utf8');
if (before !== after) {
  writeFileSync(file, before);
  console.error('src/client/api/generated/pharmacyApi.ts is stale: run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log('Generated API client is up to date with openapi.yaml.');
