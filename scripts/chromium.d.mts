export declare const chromiumPath: string;
export declare const headlessShellPath: string;
export declare const e2eChromiumPath: string;
export declare const chromiumArgs: string[];
export declare function hasChromium(): boolean;
export declare const testArgs: string[];
export declare const e2eArgs: string[];
