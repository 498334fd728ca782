/** A setting that cannot be used: the process says what is wrong and exits instead of starting. */
export class ConfigError extends Error {}
