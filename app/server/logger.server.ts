import { pino, type Logger } from "pino";

/** Structured JSON logs. Never log personal data: no names, emails, letter text or query strings. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "north-pole-mail" } });
}

export type { Logger };
