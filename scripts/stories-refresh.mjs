#!/usr/bin/env node
// `npm run stories:refresh`: after an intended change to how components look, rewrites the story
// pictures in .storybook/references. With no arguments every reference is taken anew (so pictures
// of renamed or removed stories go too); with story files as arguments only theirs are updated.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { referencesDir } from './references.mjs';

const files = process.argv.slice(2);
if (files.length === 0) rmSync(referencesDir, { recursive: true, force: true });
const result = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...files, '--update'], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromiumPath },
});
process.exit(result.status ?? 1);
