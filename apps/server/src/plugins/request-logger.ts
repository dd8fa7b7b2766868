import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

/**
 * request.log, made when first written to. Fastify gives every request a child logger bound to
 * the request's id; with request lines off (LOG_REQUESTS) nearly no request writes a line, yet
 * making pino's child cost a cached read about 4% of its time (ADR 017).
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    // The serializers are merged here, not per request: most requests never write a line.
    this.#child ??= this.parent.child(this.bindings, { ...this.options, serializers: { ...this.options?.serializers, ...requestSerializers } });
    return this.#child;
  }

  get level(): string {
    return this.#logger.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }

  #write(level: Level, args: unknown[]): void {
    // Below the level nothing is written, so no child is needed to find that out (pino can tell;
    // the logger Fastify makes when logging is off cannot, and writes nothing anyway).
    const parent = this.parent as unknown as { isLevelEnabled?: (level: Level) => boolean };
    if (parent.isLevelEnabled && !parent.isLevelEnabled(level)) return;
    (this.#logger[level] as (...line: unknown[]) => void)(...args);
  }
}

/**
 * What request loggers write of objects that would otherwise carry secrets: @fastify/multipart
 * logs its parser's options at trace level, and they hold the request's headers (the bearer
 * token, cookies). Only the limits are kept.
 */
const requestSerializers = { busboyOptions: (busboyOptions: { limits?: unknown }) => ({ limits: busboyOptions?.limits }) };

/** Fastify's `childLoggerFactory`: request loggers that cost nothing until they write. */
export const lazyChildLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
