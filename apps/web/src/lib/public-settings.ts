import type { PublicConfigKey, PublicSettingKey } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Settings readable before login: the server's whitelist, shared through the contracts. */
export { type PublicSettingKey, publicSettingKeys } from '@chatdesk/contracts';

/** Invalidate this key after changing a public setting (the white-label tab) to apply it at once. */
export const publicSettingsQueryKey = ['public-settings'] as const;

/**
 * The answer may be the bare value, `{ value }` or `{ key, value }`; an empty value, a missing
 * setting or a key the server does not expose all read as null (the caller's default applies).
 */
export function readPublicSettingAnswer(answer: unknown): string | null {
  const value =
    typeof answer === 'object' && answer !== null && 'value' in answer ? (answer as { value: unknown }).value : answer;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** A public setting, or a public value of the server's environment (the Facebook login's). */
type PublicKey = PublicSettingKey | PublicConfigKey;

export async function getPublicSetting(key: PublicKey): Promise<string | null> {
  // Unauthenticated client (spec 1 §7): the login page asks before anyone is signed in.
  const answer = await api.get<unknown>(`/public-settings/${encodeURIComponent(key)}`, undefined, { session: false });
  return readPublicSettingAnswer(answer);
}

export const publicSettingQueryOptions = (key: PublicKey) =>
  queryOptions({
    queryKey: [...publicSettingsQueryKey, key],
    queryFn: () => getPublicSetting(key),
    staleTime: 5 * 60_000,
    // Branding falls back to its defaults; a missing setting is not worth a toast.
    meta: { silent: true, public: true },
    retry: false,
  });

/** The setting's value, null while loading, when unset or when it cannot be read. */
export function usePublicSetting(key: PublicKey): { value: string | null; isPending: boolean } {
  const { data, isPending } = useQuery(publicSettingQueryOptions(key));
  return { value: data ?? null, isPending };
}
