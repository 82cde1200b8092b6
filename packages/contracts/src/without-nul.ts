/**
 * PostgreSQL refuses U+0000 in text, so a NUL anywhere in what a client or a channel sends would
 * fail the whole write. Every string is cleaned of it before use: in request bodies, queries and
 * params (the API's preValidation hook) and in every normalized inbound channel event.
 */
export function stripNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/**
 * `value` with NUL removed from every string inside plain objects and arrays, keys included.
 * Other objects (Buffers, Dates, class instances) are kept as they are: they are not text.
 * Returns the same reference when nothing changed.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return stripNul(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const cleaned = value.map((item) => {
      const next = withoutNul(item);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? cleaned : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const cleaned: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const cleanKey = stripNul(key);
    const next = withoutNul(item);
    if (next !== item || cleanKey !== key) changed = true;
    cleaned[cleanKey] = next;
  }
  return (changed ? cleaned : value) as T;
}

/** Records as JSON and query parsers build them (some with a null-prototype class of their own). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === null || prototype === Object.prototype) return true;
  return typeof (prototype as { constructor?: unknown }).constructor !== 'function';
}
