import type { FSWatcher } from 'node:fs';

export declare function rebaseYaml(text: string, weeks: number, options?: { allExamples?: boolean }): string;
export declare function writeRebasedContracts(weeks: number, folder?: string): string;
export declare function watchContracts(weeks: number, folder?: string): FSWatcher;
