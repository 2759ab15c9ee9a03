// The shell <-> remote contract (contracts/shell/remote-props.ts) and the theme (web-ui), re-exported so
// the rest of the shell imports them from one place.
export {
  REMOTE_MODULES,
  toCurrentUser,
  type CurrentUser,
  type Notify,
  type RemoteModuleId,
  type RemoteProps,
  type ToastInput,
  type ToastVariant,
} from '@byway/contracts/remote-props';
export { theme, type BywayTheme } from '@byway/web-ui/theme';
