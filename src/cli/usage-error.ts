/** A refusal of what the user typed: the CLI prints its message and exits with code 2. */
export class UsageError extends Error {}
