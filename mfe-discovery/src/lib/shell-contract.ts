// The shell <-> remote contract (contracts/shell/remote-props.ts) and the theme (web-ui), re-exported so
// this remote imports them from one place.
export type { CurrentUser, Notify, RemoteProps, ToastInput } from '@byway/contracts/remote-props';
export { toCurrentUser } from '@byway/contracts/remote-props';
export { theme, type BywayTheme } from '@byway/web-ui/theme';
