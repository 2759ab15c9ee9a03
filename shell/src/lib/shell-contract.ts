// The shell <-> remote contract (contracts/shell), re-exported so the rest of the shell imports it from one
// place.
export {
  REMOTE_MODULES,
  toCurrentUser,
  type CurrentUser,
  type Notify,
  type RemoteModuleId,
  type RemoteProps,
  type ToastInput,
  type ToastVariant,
} from '../../../contracts/shell/remote-props';
export { theme, type BywayTheme } from '../../../contracts/shell/theme';
