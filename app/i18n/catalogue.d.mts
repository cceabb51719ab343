export declare function translationProblems(
  locale: string,
  english: Record<string, string>,
  translated: Record<string, string>,
  englishOnly: Record<string, string>,
): string[];
