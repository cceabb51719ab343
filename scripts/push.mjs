#!/usr/bin/env node
// `npm run push -- <TYPE> [customer|trainer]`: sends a push message of TYPE to the open pages of the app
// running against the mock (local push mode), through the mock's relay (mocks/push.mjs). The page
// hands it to its service worker, which shows it as a pushed one: notification, toast and click.
import { mockServers } from '../mocks/servers.mjs';
import { NOTIFICATION_TYPES, ROLES, usage } from '../mocks/push.mjs';

const [type, role, ...rest] = process.argv.slice(2);
const problem =
  type === undefined
    ? 'Which type?'
    : !NOTIFICATION_TYPES.includes(type)
      ? `Unknown type: ${type}`
      : role !== undefined && !ROLES.includes(role)
        ? `Unknown role: ${role}`
        : rest.length > 0
          ? `One type and at most one role, not: ${rest.join(' ')}`
          : undefined;
if (problem) {
  console.error(`${problem}\n\n${usage()}`);
  process.exit(2);
}

const { port } = mockServers().api;
let answer;
try {
  answer = await fetch(`http://127.0.0.1:${port}/__mock/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type, role }),
  });
} catch {
  console.error(`The mock is not running on port ${port}: start the app with npm start (or npm run preview) first.`);
  process.exit(1);
}
if (!answer.ok) {
  console.error(await answer.text());
  process.exit(1);
}
const { delivered, role: to, payload } = await answer.json();
if (delivered === 0) {
  console.error(
    `No open page of the ${to} has notifications on. Sign in as the ${to}, turn notifications on, keep a page open, then send again.`,
  );
  process.exit(1);
}
console.info(
  `Sent ${type} to the ${to} (${delivered} browser${delivered === 1 ? '' : 's'}): “${payload.notification.title}”`,
);
