// The shell <-> remote contract (contracts/shell), re-exported so this remote imports it from one place.
export type { CurrentUser, Notify, RemoteProps, ToastInput } from '../../../contracts/shell/remote-props';
export { toCurrentUser } from '../../../contracts/shell/remote-props';
export { theme, type BywayTheme } from '../../../contracts/shell/theme';
