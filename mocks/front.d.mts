import type { Server } from 'node:http';

export declare function windowExample(url: string, now?: number, examplesNow?: number): string | undefined;
export declare function startFront(port: number, mockPort: number): Promise<Server>;
export declare function freePort(): Promise<number>;
