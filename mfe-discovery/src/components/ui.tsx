// The UI primitives every remote shares live with the shell contract, so the remotes look alike.
export * from '../../../contracts/shell/ui';
