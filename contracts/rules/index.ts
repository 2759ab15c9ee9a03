/**
 * One owner for every rule: the enumerations of spec section 3, the limits of sections 5 and 9 and the
 * text lengths, with the zod schemas that enforce them. The REST adapter (contracts/rest), every service
 * and every front-end import them from here instead of keeping a copy.
 *
 * Front-ends import values, types and labels only; the zod schemas live in their own modules, which a
 * production build drops when unused (contracts/package.json marks rules/ free of side effects).
 */
export * from './enumerations.js';
export * from './trip-limits.js';
export * from './text-lengths.js';
export * from './schemas.js';
export * from './trip-input.js';
export * from './place-query.js';
export * from './trip-pack-filter.js';
export * from './road-estimate.js';
export * from './custom-stop.js';
export * from './profile-input.js';
export * from './profile-to-trip.js';
export * from './progress.js';
export * from './photo-input.js';
export * from './trip-pack-countries.js';
export * from './cost-forecast.js';
export * from './price.js';
export * from './api-tokens.js';
export * from './password.js';
export * from './distance-units.js';
export * from './text-case.js';
export * from './return-path.js';
export * from './trip-title.js';
export * from './plan-edits.js';
export * from './trip-members.js';
