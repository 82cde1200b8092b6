import { type UseMutationOptions, useMutation } from '@tanstack/react-query';

/**
 * A save whose variables may hold a secret (an API key, a signing secret): once it settles, the
 * mutation and its variables leave the mutation cache, even while the dialog that sent it is open.
 */
export function useSecretMutation<Data, Variables>(options: UseMutationOptions<Data, Error, Variables>) {
  const mutation = useMutation({ ...options, gcTime: 0 });
  return {
    pending: mutation.isPending,
    /** Sends `variables`; `onSaved` runs on success. */
    save: (variables: Variables, onSaved: () => void) =>
      mutation.mutate(variables, { onSuccess: onSaved, onSettled: () => mutation.reset() }),
  };
}
