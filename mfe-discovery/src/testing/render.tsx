// One way to render a remote component as the shell would, shared by every remote's tests.
export { renderInShell } from '@byway/web-ui/testing/render-in-shell';
