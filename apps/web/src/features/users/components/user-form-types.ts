import type { useFormState } from '../lib/form-state';
import type { UserFormValues } from '../lib/user-form';

export type UserForm = ReturnType<typeof useFormState<UserFormValues>>;
