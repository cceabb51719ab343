export declare const emulatorProject: string;
export declare const emulatorPort: number;
export declare const emulatorOrigin: string;
export declare const emulatorReadyUrl: string;
export declare const emulatorTargets: { KINETIC_IDENTITY_TARGET: string; KINETIC_TOKEN_TARGET: string };
