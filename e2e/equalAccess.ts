/**
 * IBM's Equal Access engine (`accessibility-checker-engine`) as the end-to-end scans and the story
 * tests run it: its WCAG 2.2 rule set, failing on every violation and on every potential violation
 * (needs review) of a rule not reviewed below. Kept free of Node and of Playwright, so the story
 * tests' browser imports it too.
 */

/** React Aria's live announcer: a visually hidden log of past announcements, not page content. */
export const LIVE_ANNOUNCER = '[data-live-announcer]';

/**
 * The Equal Access rules whose "potential violation" (needs review) we have reviewed and found to be
 * no problem in Kinetic's pages and components, each with why. A potential violation of any other rule fails.
 */
export const equalAccessReviewed: Record<string, string> = {
  // Flagged for every page that has a style sheet with colours in it.
  style_color_misuse:
    'colour is never the only cue: statuses, errors, the live badge and the selected tab carry words, icons or a shape too',
  // Flagged for every control whose style sets an outline or a border.
  style_focus_visible:
    'every control draws the 2 px focus-colour outline on keyboard focus (the design system’s focusRing), checked by the focus tests',
  // Flagged for React Aria's radio groups: their radios are native inputs, visually hidden, that
  // Tab and the arrow keys reach (the keyboard tests choose them so), which the rule cannot see.
  widget_tabbable_exists: 'React Aria’s radios are visually hidden native inputs that Tab and the arrow keys reach',
  aria_keyboard_handler_exists:
    'React Aria’s radios are visually hidden native inputs that Tab and the arrow keys reach',
  // Flagged for a short line in bold, such as a trainer's price.
  text_block_heading:
    'a short bold line such as “From £35 a session” is emphasis, not a heading; every section has a real heading',
  // Flagged for a count of what remains.
  text_sensory_misuse: '“left” is what remains (“80 characters left”), never a position on the screen',
  // Flagged for every control in the sticky header, which could cover what is below it.
  element_tabbable_unobscured:
    'scroll-padding-top keeps a focused control below the sticky header, checked by the focus-not-obscured test',
  // Flagged for the icon buttons inside a field (show the password, clear the search).
  input_label_visible: 'an icon button inside a field is named by aria-label, and its icon is what it shows',
  // Flagged for the skip link.
  element_tabbable_visible:
    'the skip link sits off screen until it has the focus, and is then shown at the top of the page',
  // Flagged for React Aria's calendars (the one-to-one's free times), whose root is role="application".
  application_content_accessible:
    'React Aria’s calendar: a named grid of date buttons the arrow keys move through, with the month as its heading; everything in it is a named control',
  // Flagged for the video room's camera pictures.
  caption_track_exists:
    'a live class’s camera picture is a WebRTC stream, which carries no caption track (the statement lists live captions as a known limitation); recorded classes play with their captions',
};

/**
 * Findings of a rule in one kind of place that we have reviewed (violations too, where the engine
 * reads correct markup wrongly), each with where (a CSS selector the element matches or lies in) and why.
 */
export const equalAccessReviewedPlaces: { rule: string; within: string; why: string }[] = [
  {
    rule: 'table_aria_descendants',
    within: 'table[role=grid] td',
    why: 'React Aria’s table is a grid whose cells carry their roles (gridcell, rowheader) explicitly, the roles they would have anyway',
  },
  {
    rule: 'table_headers_related',
    within: 'table[role=grid]',
    why: 'React Aria’s table names its column headers with role=columnheader; its empty state is one cell across every column, which the rule takes for a complex table',
  },
  {
    rule: 'label_content_exists',
    within: '[role=row] label',
    why: 'a list’s selection checkbox is named by React Aria (“Select”) on its input; its label element only wraps it',
  },
  {
    rule: 'text_contrast_sufficient',
    within: '[data-disabled]',
    why: 'the text of a disabled control, which WCAG 1.4.3 exempts from contrast',
  },
  {
    rule: 'text_contrast_sufficient',
    within: '[role=dialog], [role=alertdialog]',
    why: 'a dialog’s and a toast’s text, over the modal’s backdrop or as it slides in, whose background the engine cannot find (it reads the text’s own colour); axe measures their contrast in every story, light and dark',
  },
];

/** What a scan is told: the rules reviewed, and what to leave out of its findings. */
export interface EqualAccessScan {
  /** Rules whose potential violations were reviewed (the keys of `equalAccessReviewed`). */
  reviewed: string[];
  /** Rules that do not apply to what is scanned at all (a story is not a page). */
  ignored: string[];
  /** Elements whose findings are left out. */
  exclude: string;
  /** Findings of a rule inside a kind of element that were reviewed (`equalAccessReviewedPlaces`). */
  places: { rule: string; within: string }[];
}

/** One finding: the rule, its confidence and message, and where (an XPath). */
export interface EqualAccessFinding {
  rule: string;
  where: string;
}

/**
 * Runs in the page, where the engine's browser build (`ace.js`) has put `ace` on the window: what
 * fails. Self-contained, so Playwright can send it into a page.
 */
export async function findEqualAccessProblems({
  reviewed,
  ignored,
  exclude,
  places,
}: EqualAccessScan): Promise<EqualAccessFinding[]> {
  type Result = { ruleId: string; value: [string, string]; message: string; path: { dom: string } };
  const engine = (
    window as unknown as {
      ace: { Checker: new () => { check: (doc: Document, policies: string[]) => Promise<{ results: Result[] }> } };
    }
  ).ace;
  const { results } = await new engine.Checker().check(document, ['WCAG_2_2']);
  return results
    .filter(
      ({ ruleId, value: [level, confidence] }) =>
        level === 'VIOLATION' &&
        !ignored.includes(ruleId) &&
        (confidence === 'FAIL' || (confidence === 'POTENTIAL' && !reviewed.includes(ruleId))),
    )
    .filter(({ ruleId, path }) => {
      const node = document.evaluate(
        path.dom,
        document,
        null,
        XPathResult.FIRST_ORDERED_NODE_TYPE,
        null,
      ).singleNodeValue;
      return !(
        node instanceof Element &&
        (node.closest(exclude) || places.some((place) => place.rule === ruleId && node.closest(place.within)))
      );
    })
    .map(({ ruleId, value, message, path }) => ({
      rule: `${ruleId} (${value[1].toLowerCase()}): ${message}`,
      where: path.dom,
    }));
}

/** One line a rule and message: the first place it was found, and how many more. */
export function summariseEqualAccess(found: EqualAccessFinding[]): string[] {
  const places = new Map<string, string[]>();
  for (const { rule, where } of found) places.set(rule, [...(places.get(rule) ?? []), where]);
  return [...places].map(
    ([rule, [first, ...more]]) => `${rule} (${first}${more.length ? `, and ${more.length} more` : ''})`,
  );
}
