// Types for build-state.mjs (plain JavaScript so that `npm start` needs no compiler).
export declare const root: string;
export declare const apiDist: string;
export declare const webDist: string;
export declare const stampFile: string;
export declare const inputs: { api: string[]; web: string[] };
export declare const outputs: { api: string; web: string };
export declare function readStamp(): { api?: number; web?: number };
export declare function buildState(): { fresh: boolean; canBuild: boolean; reason: string };
