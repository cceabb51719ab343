export interface DesignedOperation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  parameters: { name: string; in: string; required: boolean; type: string }[];
  body: { mediaType: string; required: boolean; schema: string; fields: string[] } | undefined;
  answers: { status: string; description: string }[];
}
export declare function designedOperations(document: unknown): DesignedOperation[];
export declare function screensByOperation(operations: { method: string; path: string }[]): Record<string, string[]>;
export declare function renderBackendDoc(document: unknown, screens: Record<string, string[]>): string;
