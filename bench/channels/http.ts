import { ScenarioFailure } from '../load';

/**
 * One JSON call to the platform's API for the channels fixtures; anything but the expected status
 * fails the scenario with the answer's text, so a broken setup step is named in the report.
 */
export async function callApi<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  expected = 200,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new ScenarioFailure(
      `${method} ${path} answered ${response.status} (expected ${expected}): ${text.slice(0, 300)}`,
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** Polls `check` every 50 ms until it is true; false when `timeoutMs` passes first. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
