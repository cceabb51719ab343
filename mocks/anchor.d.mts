export declare const MOCK_ANCHOR: string;
export declare function mockWeeks(now?: number): number;
export declare function runWeeks(): number;
export declare function mockNow(weeks?: number): Date;
export declare function shiftDate(value: string, weeks: number): string;
