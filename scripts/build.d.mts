// Types of scripts/build.mjs for the TypeScript that imports it (tests, bench).
export declare const ROOT: string;
export declare const OUT: string;
export declare function buildDist(): Promise<void>;
export declare function distStale(): boolean;
