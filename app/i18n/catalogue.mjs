// What makes a translated catalogue complete: every English message has a translation (except the
// few kept in English on purpose, english-only.json), and each translation takes the same
// arguments and tags as its English, so no value goes missing from the sentence on screen.
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';

/** Why a translation does not fit its English message, or undefined when it fits. */
function mismatch(english, translation) {
  try {
    const same = isStructurallySame(parse(english), parse(translation));
    return same.success ? undefined : same.error.message;
  } catch (error) {
    return error.message;
  }
}

/**
 * The problems of one catalogue (`locale`, e.g. "es") against the English: a message with no
 * translation, a translation whose arguments or tags differ, and an english-only id that no longer
 * exists or has a translation after all.
 */
export function translationProblems(locale, english, translated, englishOnly) {
  const problems = [];
  for (const [id, message] of Object.entries(english)) {
    if (id in englishOnly) {
      if (id in translated) problems.push(`"${id}" is English-only but has a ${locale} translation`);
    } else if (!(id in translated)) {
      problems.push(`"${id}" has no ${locale} translation`);
    } else {
      const why = mismatch(message, translated[id]);
      if (why) problems.push(`"${id}" in ${locale} does not match its English: ${why}`);
    }
  }
  for (const id of Object.keys(englishOnly))
    if (!(id in english)) problems.push(`"${id}" is listed as English-only but is not a message`);
  return problems;
}
