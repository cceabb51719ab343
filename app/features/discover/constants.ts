/** Results per page on the discover screen (a full grid at 2, 3 and 4 columns). */
export const PAGE_SIZE = 12;
