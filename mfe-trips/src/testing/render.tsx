// One way to render a remote component as the shell would, shared by every remote's tests.
export { renderInShell } from '../../../contracts/shell/testing/render-in-shell';
