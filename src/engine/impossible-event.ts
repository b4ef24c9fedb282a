// An event that cannot be true in the state it is folded onto: a move that does not start where the
// unit stands, a loss of a unit that is not in the battle. evolve throws it (still pure: no state is
// changed), and the fold names the event's number (kernel.ts fold, refold.ts). No command of the
// game writes such an event; one in a log was put there by hand.
export class ImpossibleEvent extends Error {
  /** The event's number in the log, once the fold knows it. */
  seq: number | null = null;

  constructor(
    /** The rule the event breaks, e.g. "11.0". */
    readonly rule: string,
    message: string,
  ) {
    super(`${rule} — ${message}`);
    this.name = 'ImpossibleEvent';
  }
}

/** Throws ImpossibleEvent unless `ok`. */
export function mustHold(ok: boolean, rule: string, message: () => string): asserts ok {
  if (!ok) throw new ImpossibleEvent(rule, message());
}
