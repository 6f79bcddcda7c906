/** Types of scripts/server-runtime.js (see there). */
export function serverRuntimeEnv(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Record<string, string>;
export function serverNodeArgs(env: NodeJS.ProcessEnv | Record<string, string | undefined>): string[];
