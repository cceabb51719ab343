import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const PUSH: string;
export declare const NOTIFICATION_TYPES: string[];
export declare const ROLES: string[];
export declare function roleOf(type: string): 'customer' | 'trainer';
export declare function usage(command?: string): string;
export interface FirebasePayload {
  notification: { title: string; body: string };
  data: { type: string };
  from: string;
  fcmMessageId: string;
}
export declare function firebasePayload(type: string): FirebasePayload;
export interface PushRelay {
  heard(worldName: string, operationId: string | undefined, url: string, status: number, whose?: string): void;
  send(worldName: string, type: string, role?: string, whose?: string): { delivered: number; payload: FirebasePayload };
  serve(incoming: IncomingMessage, outgoing: ServerResponse, raw: Buffer): void;
}
export declare function createPushRelay(): PushRelay;
/** The push token calls of the product API, by operationId: whose tokens each keeps and whether it stores or forgets one. */
export declare const PUSH_TOKEN_OPERATIONS: Record<string, { role: 'customer' | 'trainer'; stored: boolean }>;
