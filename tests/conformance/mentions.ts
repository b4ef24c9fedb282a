// Does a text name a hidden marker? A marker is named when it stands as a whole word: "ger-1-fka" is not
// named by "ger-1-fka-2", nor "PAT-1" by "PAT-12". A text is split into its words once (runs of letters,
// digits, "_" and "-"), so scanning a view for a hundred markers costs one pass over its JSON; a marker
// with other characters ("EV-01/2", a printed name "9 FKA") is looked for in the text itself.

const WORD = /[\w-]+/g;
const PLAIN = /^[\w-]+$/;

/** A text to scan, split into its words once. */
export class Scanned {
  private words?: Set<string>;
  constructor(readonly text: string) {}

  private wordSet(): Set<string> {
    this.words ??= new Set(this.text.match(WORD) ?? []);
    return this.words;
  }

  /** Whether the text names `marker` as a whole word. */
  names(marker: string): boolean {
    if (PLAIN.test(marker)) return this.wordSet().has(marker);
    // Every word of the marker must be a word of the text before the text itself is searched.
    for (const w of marker.match(WORD) ?? []) if (!this.wordSet().has(w)) return false;
    for (let at = this.text.indexOf(marker); at >= 0; at = this.text.indexOf(marker, at + 1))
      if (!/[\w/-]/.test(this.text[at - 1] ?? '') && !/[\w/-]/.test(this.text[at + marker.length] ?? '')) return true;
    return false;
  }
}

/** The markers (or their aliases) a text names, each as "X" or "X (as "alias")". */
export function namedIn(
  text: Scanned,
  markers: Iterable<string>,
  aliases?: (marker: string) => readonly string[],
  except?: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const m of markers) {
    if (except?.has(m)) continue;
    if (text.names(m)) out.push(m);
    else {
      const alias = aliases?.(m).find((a) => text.names(a));
      if (alias !== undefined) out.push(`${m} (as "${alias}")`);
    }
  }
  return out;
}

/** The viewer as findings name it: "public", "German", "referee". */
export const viewerName = (v: { kind: string; side?: string }): string =>
  v.kind === 'side' ? (v.side ?? 'side') : v.kind;
