/**
 * The collaboration service's agreements (issue 22), shared by it, the gateway and the browser: the trip
 * document's shape and the only helpers that edit it, and the collaboration token.
 */
export * from './trip-document.js';
export * from './token.js';
