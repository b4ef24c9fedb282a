// The play-through of Monday 24 January (spec 10.2) through the console harness, with the spec's
// dice and laager draws: opening Diplomacy, weather, the operational column, two day assaults,
// formation rolls, hour-by-hour movement and the Assault Card (AsC-1 draws, AsC-2 bombardments).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';

const lines = readFileSync(join(import.meta.dirname, '..', 'transcripts', 'hod-monday-24-january.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

describe('spec 10.2: Monday 24 January 1881', () => {
  it('gives the spec’s results with the spec’s dice and draws, up to and through the two assaults', async () => {
    const h = harness({ seed: 'hod-monday' });
    let out = '';
    for (const l of lines) out += `${(await h.run(l)).map((o) => o.text).join('\n')}\n`;
    // 10.1 opening Strategic Phase and 2.2
    expect(out).toContain('1.3 Diplomacy: D6 4 -1 = 3: no effect.');
    expect(out).toContain('2.2 Weather: D6 5, rain; weather marker box 4');
    // 2.4 and 2.5
    expect(out).toContain('2.4 Operational column C1 formed at Mount Prospect: HQ-3-60, COY-3-60-D, COY-3-60-E, TRP-MS-2.');
    // 3.1 formations and 3.3 movement
    expect(out).toContain('3.1 T2 formation: D6 4 +0 → line.');
    expect(out).toContain('3.1 T3 formation: D6 2 +0 → mass.');
    expect(out).toContain('3.3 T2, hour 1: D6 4 → 2 hex(es) T0709–T0609, arrives.');
    expect(out).toContain('3.3 T3, hour 1: D6 2 → 1 hex(es) T0808.');
    expect(out).toContain('3.3 T3, hour 2: D6 5 → 2 hex(es) T0807, arrives.');
    // AsC-1 and AsC-2 (combat engine, wired through 3.4)
    expect(out).toContain('Commando strength 2 (Nkwelo Plateau day base 1; +1 supporting (Majuba Slopes)): VK-16 Marico (2), PAT-2 patrol (1)');
    expect(out).toContain("Commando strength 4 (O'Neill's Farm day base 2; +2 supporting (Majuba Slopes, The Ridge)): VK-05 Utrecht I (4), Smit (+2), VK-13 Pretoria II (2), VK-08 Standerton II (3), the crack veldkornetskap (6)");
    expect(out).toContain('Rockets Roll D6 6 − 1 = 5: hit');
    expect(out).toContain('Rockets Roll D6 4 − 1 = 3: miss');
    // AsC-3 Nkwelo: Boer 1, British 24, Q 24 → Boers Fall Back; Colley D6 3 unharmed
    expect(out).toContain('British 24 = 24 vs Boer 1: Q 24 → Boers Fall Back, 0 hit(s) (4.7)');
    expect(out).toContain('General Roll D6 3: unharmed');
    const st = h.state() as unknown as { objectives: Record<string, { control: string }>; weather: { box: number } };
    // AsC: Nkwelo Plateau falls to TC1 (Boers Fall Back, 0 hits)
    expect(st.objectives.NP!.control).toBe('british');
    h.close();
  });
});
