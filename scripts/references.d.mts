export declare const referencesDir: string;
export declare const referencesBudget: number;
export declare const referenceBudget: number;
export declare function references(dir?: string): { file: string; bytes: number }[];
