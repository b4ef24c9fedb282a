// Types of scripts/gen-spec-text.mjs for the tests that call it (tests/app/spec-text.test.ts).
export interface SpecEntry {
  id: string;
  title: string;
  parent: string | null;
  text: string;
}
export declare function parseSpec(markdown: string): SpecEntry[];
export declare function renderSpecModule(entries: readonly SpecEntry[], exportName: string, sourceName: string): string;
