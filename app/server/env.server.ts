import { z } from "zod";

/**
 * Configuration: environment variables, validated once at start-up. A bad value stops the server with a
 * message that names the variable. Documented in .env.example and README (keep all three in step).
 */
const port = z.coerce.number().int().min(1).max(65_535);
const url = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), "must start with http:// or https://")
  .transform((u) => u.replace(/\/+$/, ""));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: url.default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Behind a reverse proxy: Express's "trust proxy" setting (false, true, a hop count, or addresses). */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v): boolean | number | string => (v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v)),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses a set of variables (process.env by default); empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const value = cleaned[name];
    return `  ${name}${value === undefined ? "" : ` (got "${value}")`}: ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration, fix these environment variables (see .env.example):\n${problems.join("\n")}`);
}
