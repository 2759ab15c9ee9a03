// One wording for unreadable bodies on every server: it lives in the kit beside the subgraphs' handlers.
export { bodyParseFailure } from '@byway/kit';
