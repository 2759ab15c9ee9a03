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
