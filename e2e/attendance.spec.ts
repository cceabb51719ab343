import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { at, bookOpenStudio, joinOpenStudio, start } from './openStudio';

// Open Studio Flow (Priya's, every hour on the hour, an hour long) in this test's own world:
// Olivia and Amara book the session two hours after the mocks' now, Olivia joins its room and
// Amara (whom the examples hold no profile of, so named by her id) does not. All of it goes through the API; the trainer's roster is what the page shows.
/** Olivia and Amara book the session; Olivia joins its room two minutes in. Its id. */
async function oneJoinsOneDoesNot(page: Page) {
  const id = await bookOpenStudio(page, 'uid_olivia', 'uid_amara');
  await joinOpenStudio(page, 'uid_olivia', 2);
  return id;
}

// Three pages are scanned with axe, and the dialogs each open and close.
test.setTimeout(60_000);

const roster = (page: Page) => page.getByRole('list', { name: 'Who came' });

test('after the session the roster shows who came and who did not; a mark is corrected and a no-show fee waived', async ({
  page,
}) => {
  const id = await oneJoinsOneDoesNot(page);
  await setMockClock(page, at(70));
  await signIn(page, 'trainer');
  await page.goto(`/trainer/sessions/${id}?class=cl_2040`);

  const olivia = roster(page).getByRole('listitem', { name: 'Olivia Hughes' });
  const amara = roster(page).getByRole('listitem', { name: 'Amara Mensah' });
  await expect(olivia).toContainText('Attended');
  await expect(olivia).toContainText('Joined at');
  await expect(amara).toContainText('No-show');
  await expect(amara).toContainText('No-show fee £15: charged');
  await expectNoAxeViolations(page);

  // The no-show fee is waived, confirmed first.
  await amara.getByRole('button', { name: /^Waive fee for / }).click();
  const waive = page.getByRole('alertdialog', { name: /^Waive .* no-show fee\?$/ });
  await expect(waive).toContainText('will not be charged the £15 no-show fee for this session.');
  await expectNoAxeViolations(page);
  await waive.getByRole('button', { name: 'Waive fee' }).click();
  await expect(waive).toBeHidden();
  await expect(amara).toContainText('No-show fee £15: waived');
  await expect(amara.getByRole('button', { name: /^Waive fee/ })).toHaveCount(0);

  // Olivia is corrected to late: kept with who changed it.
  await olivia.getByRole('button', { name: 'Correct Olivia Hughes’s mark' }).click();
  const correct = page.getByRole('dialog', { name: 'Correct Olivia Hughes’s mark' });
  await expect(correct).toContainText('The room marked Olivia Hughes as attended.');
  await correct.getByText('Late', { exact: true }).click();
  await expect(correct.getByRole('radio', { name: 'Late' })).toBeChecked();
  await correct.getByRole('button', { name: 'Save mark' }).click();
  await expect(correct).toBeHidden();
  await expect(olivia).toContainText('Late');
  await expect(olivia).toContainText('Corrected by Priya Sharma');
  await expectNoAxeViolations(page);

  // The world kept both: read again, the roster says the same.
  await page.reload();
  await expect(olivia).toContainText('Corrected by Priya Sharma');
  await expect(amara).toContainText('No-show fee £15: waived');
});

test('the trainer’s dashboard says how many came to the ended session, and the day’s attendance and no-show rates', async ({
  page,
}) => {
  await oneJoinsOneDoesNot(page);
  await setMockClock(page, at(70));
  await signIn(page, 'trainer');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at(70));
  await page.goto(`/trainer/dashboard?from=${day}&to=${day}`);

  // Three Open Studio Flow sessions are around this hour: the one that ended, by its start.
  const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' }).format(start);
  const ended = page
    .getByRole('region', { name: 'Today' })
    .getByRole('listitem', { name: 'Open Studio Flow' })
    .filter({ hasText: `${clock}–` });
  await expect(ended).toContainText(/(?<!\d)1 of \d+ came/);

  const numbers = page.getByRole('region', { name: 'Your numbers' });
  const attendance = numbers.getByRole('region', { name: 'Attendance', exact: true });
  await expect(attendance).toContainText('50%');
  await expect(attendance).toContainText('1 of 2 booked places came (0 late)');
  const noShows = numbers.getByRole('region', { name: 'No-shows', exact: true });
  await expect(noShows).toContainText('50%');
  await expect(noShows).toContainText('1 of 2 booked places never came');
  await expectNoAxeViolations(page);
});

test('a customer whose join fails is no no-show: the room reports it, and after the session the roster says she could not join, with no fee', async ({
  page,
}) => {
  // Olivia's browser cannot open the room's channel (the local video's service): her join fails there.
  await page.addInitScript(() => {
    const Native = window.BroadcastChannel;
    window.BroadcastChannel = class extends Native {
      constructor(name: string) {
        if (name.startsWith('kinetic-video:')) throw new DOMException('No channel between tabs.', 'NotSupportedError');
        super(name);
      }
    };
  });
  const reports: { channelName: string | null; body: unknown }[] = [];
  await page.route('**/api/agora/join-failure?*', async (route) => {
    const request = route.request();
    reports.push({ channelName: new URL(request.url()).searchParams.get('channelName'), body: request.postDataJSON() });
    await route.fallback();
  });
  await setMockClock(page, at(2));
  await signIn(page, 'customer');
  const id = await bookOpenStudio(page, 'uid_olivia', 'uid_amara');
  await page.goto('/room/cl_2040');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/agora/join-failure');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('alert')).toContainText('The video service didn’t let you in');
  expect((await answered).status()).toBe(200);
  expect(reports).toEqual([{ channelName: 'class-cl_2040', body: { reason: 'VIDEO_SERVICE_UNREACHABLE' } }]);

  // After the session, Priya's roster: Olivia could not join, with no fee; Amara, who never tried, is a no-show.
  await setMockClock(page, at(70));
  await signIn(page, 'trainer');
  await page.goto(`/trainer/sessions/${id}?class=cl_2040`);
  const olivia = roster(page).getByRole('listitem', { name: 'Olivia Hughes' });
  await expect(olivia).toContainText('Could not join');
  await expect(olivia).not.toContainText(/fee/i);
  await expect(roster(page).getByRole('listitem', { name: 'Amara Mensah' })).toContainText('No-show fee £15');
});
