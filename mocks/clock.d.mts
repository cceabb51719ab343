export declare const WEEKDAYS: readonly string[];
export declare function londonWall(time: number): number;
export declare function fromLondonWall(wall: number): number;
export declare function londonDay(time: number): number;
export declare function worldDays(now: number): number;
export declare function moveDateTime(value: string, days: number): string;
export declare function turnWeekday(day: string, days: number): string;
export declare function unmoveWeeks<T>(value: T, weeks: number): T;
export declare function moveDates<T>(value: T, days: number): T;
/** `time` moved by whole days, weeks or months on London's calendar, keeping its time on London's clock. */
export declare function later(time: number, by: { days?: number; weeks?: number; months?: number }): number;
/** The weekday (`MONDAY`…) of `time` in `zone` (London's by default). */
export declare function londonWeekday(time: number, zone?: string): string;
/** The time of day (`HH:MM`) of `time` in `zone` (London's by default). */
export declare function londonTime(time: number, zone?: string): string;
/** The date (`YYYY-MM-DD`) of `time` in `zone` (London's by default). */
export declare function londonDate(time: number, zone?: string): string;
/** London's `yyyymmdd` (with `HH`, for `hour`) at `time`. */
export declare function londonStamp(time: number, options?: { hour?: boolean }): string;
/** The id of `classId`'s session starting at `start`: `ci_<class>_<yyyymmdd>` on London's calendar. */
export declare function sessionId(classId: string, start: number): string;
