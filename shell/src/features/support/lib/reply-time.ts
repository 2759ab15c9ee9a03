/** How soon the support team answers: the one promise the Help and Contact pages both make (issue 21). */
export const SUPPORT_REPLY_TIME = 'within 24 hours';
