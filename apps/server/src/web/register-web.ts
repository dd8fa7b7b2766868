import type { AppDeps, ZodApp } from "../app-deps.ts";

/** Placeholder until the web integration lands: serves nothing outside /api. */
export async function registerWeb(_app: ZodApp, _deps: AppDeps): Promise<void> {}
