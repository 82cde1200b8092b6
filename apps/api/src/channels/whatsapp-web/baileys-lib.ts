import { createRequire } from 'node:module';

/**
 * The `baileys` package (6.17.x, CommonJS). Loaded with `require` because Node's ESM view of it
 * misses re-exported names such as `proto`, and through one function so a process without the
 * package installed simply runs without the whatsapp-web driver (channels.module.ts).
 */
export type Baileys = typeof import('baileys');

let loaded: Baileys | null | undefined;

export function loadBaileys(): Baileys | null {
  if (loaded !== undefined) return loaded;
  try {
    loaded = createRequire(import.meta.url)('baileys') as Baileys;
  } catch {
    loaded = null;
  }
  return loaded;
}

/** The package, for modules that only run when it loaded (the driver and its mappings). */
export function baileys(): Baileys {
  const lib = loadBaileys();
  if (!lib) throw new Error('the baileys package is not installed');
  return lib;
}
