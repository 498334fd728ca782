/**
 * Each request's logger (`request.log`), made only when the request logs something. Fastify makes
 * a child of the service's logger for every request, with its id bound; most requests log nothing
 * (the line of each request is written at `info`, and the service runs at `warn` or above when
 * busy), so that child, and the bindings it serialises, were made for nothing at every request.
 * This stands in for it and makes the same child the first time a line is written through it: the
 * lines are the same as before, request id included.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #made: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #child(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  #enabled(level: Level): boolean {
    const parent = this.#parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return parent.isLevelEnabled?.(level) ?? true;
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  #write(level: Level, args: unknown[]): void {
    // A line below the service's level is not written: no child is made for it. (A route with a
    // level of its own gets the child, which knows it.)
    if (this.#made === undefined && this.#options.level === undefined && !this.#enabled(level)) return;
    const child = this.#child();
    Reflect.apply(child[level], child, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, made when first used. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
