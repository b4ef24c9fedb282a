// A refusal that is not a rule of the game (no game in this channel, side taken, not seated...).
// Like RuleError, its message is shown to the user as it is, and nothing is appended.
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}
