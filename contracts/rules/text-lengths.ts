/**
 * The longest text each field takes (spec 3 and 9 where the spec names one; the rest are ours). The APIs
 * refuse longer text with a message naming the limit; the forms use the same numbers as maxLength.
 */
export const TEXT_LENGTHS = {
  trip: {
    title: 500,
    description: 2000,
    /** startLocation and endLocation. */
    location: 200,
    /** The comma-joined theme list. */
    theme: 500,
    /**
     * The builder's 'Anything special' (the trip's description): what the planner reads of it. The form
     * takes no more; a longer description sent to the API is planned from its first this many characters.
     */
    specialRequests: 1000,
  },
  memory: {
    userId: 255,
    stopName: 255,
    memoryType: 50,
    content: 5000,
    photoUrl: 500,
  },
  priceAlert: {
    stopName: 255,
    itemName: 255,
    priceUrl: 1000,
  },
  travelAlert: {
    alertType: 50,
    severity: 20,
    source: 100,
  },
} as const;

/**
 * The one message for text over its limit: the APIs refuse with it and the forms say it before anything is
 * sent ('Note must be at most 5000 characters').
 */
export const tooLongMessage = (field: string, max: number) => `${field} must be at most ${max} characters`;
