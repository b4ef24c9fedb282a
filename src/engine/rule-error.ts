// A rule broken by a player's action. It carries the rule number (e.g. "11.1.2") so that every
// refusal can cite the rulebook, and optionally what is allowed instead.
export class RuleError extends Error {
  readonly rule: string;
  readonly allowed: readonly string[];

  constructor(rule: string, message: string, allowed: readonly string[] = []) {
    super(`${rule} — ${tidy(rule, message)}`);
    this.name = 'RuleError';
    this.rule = rule;
    this.allowed = allowed;
  }

  /** The message with the allowed choices appended (at most `max` of them). */
  explain(max = 25): string {
    if (this.allowed.length === 0) return this.message;
    const shown = this.allowed.slice(0, max).join(', ');
    const more = this.allowed.length > max ? ` … (${this.allowed.length - max} more)` : '';
    return `${this.message}. Allowed: ${shown}${more}`;
  }
}

/**
 * A refusal's text as players read it after its rule number: the number not said again (a leading
 * "11.1.2 — " or a "(11.1.2)" of the same rule), and no closing period (the transports add their own).
 */
function tidy(rule: string, message: string): string {
  const esc = rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message
    .replace(new RegExp(`(^|\\s)${esc}\\s+[—-]\\s+`, 'g'), '$1')
    .replace(new RegExp(`\\s*\\(${esc}\\)`, 'g'), '')
    .replace(/[.\s]+$/, '');
}

export const isRuleError = (e: unknown): e is RuleError => e instanceof RuleError;
