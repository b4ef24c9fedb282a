// A decision offered as a button (docs/decisions/hidden-information-one-gate.md). The game that builds
// it says whether it may be shown in public, from its own view: a choice that names something the
// public view hides (a unit in a recruit pool, a stack away from the battle) goes to the deciding
// side alone (10.0). The transports route by this field and never read the label to guess.
export interface DecisionButton {
  label: string;
  /** The command line the button runs, as the presser. */
  command: string;
  /** True when nothing it names is hidden from the public view: it may go on a public message. */
  public: boolean;
  /** It turns the page of a long list of choices rather than choosing (a listing that shortens the
   *  choices still shows it, and counts only the choices it leaves out). */
  page?: boolean;
}

/** The decision a game waits for, as buttons: who decides and what they are asked. */
export interface PendingDecision {
  /** The sides whose players decide (the private buttons go to them alone). */
  sides: readonly string[];
  prompt: string;
  buttons: DecisionButton[];
}
