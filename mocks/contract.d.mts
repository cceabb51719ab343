export type Node = Record<string, unknown>;
export type ContractName = 'api' | 'identity' | 'auth';
export declare const contractNames: readonly ['api', 'identity', 'auth'];
export declare const contractPath: (name: ContractName) => string;
export interface Operation {
  method: string;
  path: string;
  operation: Node;
  parameters: Node[];
  operationId: string;
  designed: boolean;
  pattern: RegExp;
}
export declare function loadContract(name: ContractName): Node;
export declare function deref<T = Node>(document: Node, node: unknown): T;
export declare function operations(document: Node): Operation[];
export declare function operationOf(
  list: Operation[],
  method: string,
  url: string,
): { operation: Operation; params: Record<string, string> } | undefined;
export declare function schemaChecker(
  documents: Partial<Record<ContractName, Node>>,
): (contract: string, schema: unknown, value: unknown) => string | undefined;
export declare function responseSchema(document: Node, operation: Operation, status: number): unknown;
export interface MockContract {
  name: ContractName;
  document: Node;
  operations: Operation[];
  operationOf(method: string, url: string): { operation: Operation; params: Record<string, string> } | undefined;
  violation(operation: Operation, status: number, value: unknown): string | undefined;
}
export declare function mockContract(name: ContractName): MockContract;
