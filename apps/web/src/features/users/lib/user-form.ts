import {
  type UserAnswer,
  type UserCreateInput,
  type UserPermissionFlag,
  type UserUpdateInput,
  userDefaults,
  type userFlagValues,
  type userMenus,
  type userProfiles,
  type userThemes,
} from '@chatdesk/contracts';
import type { ValidationCode } from '../../../lib/form-validation';

type UserFlag = (typeof userFlagValues)[number];

export interface UserFormValues extends Record<UserPermissionFlag, UserFlag> {
  name: string;
  email: string;
  password: string;
  profile: (typeof userProfiles)[number];
  queueIds: number[];
  whatsappId: number | null;
  startWork: string;
  endWork: string;
  farewellMessage: string;
  defaultTheme: (typeof userThemes)[number];
  defaultMenu: (typeof userMenus)[number];
  allowGroup: boolean;
}

/** Spec 1 §3 / spec 2 §3 defaults: work hours 00:00-23:59, every flag disabled but userClosePendingTicket. */
export const newUserValues: UserFormValues = {
  name: '',
  email: '',
  password: '',
  profile: userDefaults.profile,
  queueIds: [],
  whatsappId: null,
  startWork: userDefaults.startWork,
  endWork: userDefaults.endWork,
  farewellMessage: '',
  defaultTheme: userDefaults.defaultTheme,
  defaultMenu: userDefaults.defaultMenu,
  allTicket: userDefaults.allTicket,
  allowGroup: userDefaults.allowGroup,
  allHistoric: userDefaults.allHistoric,
  allUserChat: userDefaults.allUserChat,
  userClosePendingTicket: userDefaults.userClosePendingTicket,
  showDashboard: userDefaults.showDashboard,
  allowRealTime: userDefaults.allowRealTime,
  allowConnections: userDefaults.allowConnections,
};

export function valuesOf(user: UserAnswer): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    profile: user.profile,
    queueIds: user.queues.map((queue) => queue.id),
    whatsappId: user.whatsappId,
    startWork: user.startWork,
    endWork: user.endWork,
    farewellMessage: user.farewellMessage ?? '',
    defaultTheme: user.defaultTheme,
    defaultMenu: user.defaultMenu,
    allTicket: user.allTicket,
    allowGroup: user.allowGroup,
    allHistoric: user.allHistoric,
    allUserChat: user.allUserChat,
    userClosePendingTicket: user.userClosePendingTicket,
    showDashboard: user.showDashboard,
    allowRealTime: user.allowRealTime,
    allowConnections: user.allowConnections,
  };
}

/** The fields every user may change on their own account (userSelfEditableFields). */
function selfInputOf(values: UserFormValues) {
  return {
    name: values.name,
    email: values.email,
    farewellMessage: values.farewellMessage === '' ? null : values.farewellMessage,
    defaultTheme: values.defaultTheme,
    defaultMenu: values.defaultMenu,
  };
}

/** Profile, queues, connection, hours and flags: only holders of user-modal:editProfile send them. */
function adminInputOf({ name, email, password, farewellMessage, ...adminFields }: UserFormValues) {
  return adminFields;
}

/** POST /users, checked by the API's own userCreateBody so the form and the API cannot drift. */
export function userCreateInputOf(values: UserFormValues, isAdmin: boolean): UserCreateInput {
  return { ...(isAdmin ? adminInputOf(values) : {}), ...selfInputOf(values), password: values.password };
}

/** PUT /users/{id} (userUpdateBody); a blank password keeps the current one. */
export function userUpdateInputOf(values: UserFormValues, isAdmin: boolean): UserUpdateInput {
  return {
    ...(isAdmin ? adminInputOf(values) : {}),
    ...selfInputOf(values),
    ...(values.password === '' ? {} : { password: values.password }),
  };
}

/** The user form's texts cover these codes; `invalid` on a work-hours field is the time format. */
export function userErrorKey(code: ValidationCode, field: keyof UserFormValues) {
  if (code === 'invalid' && (field === 'startWork' || field === 'endWork')) return 'invalidTime';
  return code === 'passwordMismatch' || code === 'invalidPhone' ? 'invalid' : code;
}
