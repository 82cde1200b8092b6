/**
 * The `baileys` package (7.x, ESM only). Imported once, dynamically, so a process without the
 * package installed simply runs without the whatsapp-web driver (channels.module.ts).
 */
export type Baileys = typeof import('baileys');

const loaded: Baileys | null = await import('baileys').catch(() => null);

export function loadBaileys(): Baileys | null {
  return loaded;
}

/** The package, for modules that only run when it loaded (the driver and its mappings). */
export function baileys(): Baileys {
  if (!loaded) throw new Error('the baileys package is not installed');
  return loaded;
}
