export declare function rebaseYaml(text: string, weeks: number, options?: { allExamples?: boolean }): string;
export declare function writeRebasedContracts(weeks: number): string;
