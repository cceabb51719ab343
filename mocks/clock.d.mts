export declare const WEEKDAYS: readonly string[];
export declare function londonWall(time: number): number;
export declare function fromLondonWall(wall: number): number;
export declare function londonDay(time: number): number;
export declare function worldDays(now: number): number;
export declare function moveDateTime(value: string, days: number): string;
export declare function turnWeekday(day: string, days: number): string;
export declare function unmoveWeeks<T>(value: T, weeks: number): T;
export declare function moveDates<T>(value: T, days: number): T;
