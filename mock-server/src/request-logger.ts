// The logger of each request, made when one of its log methods is first called (a call below the level makes it
// too: the check is the child's own). Fastify gives every request a child of the server's logger carrying the
// request id; pino builds one (its bindings serialised to text) on every request, though at the levels the mock runs
// at (warn in the benchmarks and tests) nearly no request logs anything.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** What a log method takes, as one signature: the message, or an object then the message, then values to interpolate. */
type LogMethod = (object: unknown, message?: string, ...values: unknown[]) => void;

class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: Parameters<LogMethod>): void {
    (this.logger.fatal as LogMethod)(...args);
  }

  error(...args: Parameters<LogMethod>): void {
    (this.logger.error as LogMethod)(...args);
  }

  warn(...args: Parameters<LogMethod>): void {
    (this.logger.warn as LogMethod)(...args);
  }

  info(...args: Parameters<LogMethod>): void {
    (this.logger.info as LogMethod)(...args);
  }

  debug(...args: Parameters<LogMethod>): void {
    (this.logger.debug as LogMethod)(...args);
  }

  trace(...args: Parameters<LogMethod>): void {
    (this.logger.trace as LogMethod)(...args);
  }

  silent(...args: Parameters<LogMethod>): void {
    (this.logger.silent as LogMethod)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);
