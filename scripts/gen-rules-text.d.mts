// Types of scripts/gen-rules-text.mjs for the TypeScript that imports it (tests).
export interface RuleSection {
  title: string;
  text: string;
}
export declare const SUMS_FILE: string;
export declare const RULEBOOKS: readonly { game: string; rulebook: string; output: string; exportName: string }[];
export declare function sha256(data: string | Buffer): string;
export declare function matchHeading(line: string): { key: string; title: string; level: number | null } | null;
export declare function parseRulebook(markdown: string): { sections: Map<string, RuleSection>; warnings: string[] };
export declare function renderModule(
  sections: ReadonlyMap<string, RuleSection>,
  exportName: string,
  sourceName: string,
): string;
