// What a page or panel shows when its data could not load: web-ui's, shared by the shell and every remote.
export { LoadFailed } from '@byway/web-ui';
