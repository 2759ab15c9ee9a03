import { z } from 'zod';

/**
 * GET /api/trips/{id}/highlight-image (spec 3 'Trip highlight image', spec 7): the picture on a trip card.
 * Without a photo provider the URLs are generated `data:image/svg+xml` artwork and there is no photographer.
 */
export const tripHighlightImageSchema = z.object({
  imageUrl: z.string().min(1),
  thumbnailUrl: z.string().min(1),
  alt: z.string(),
  photographerName: z.string().nullable(),
  photographerUrl: z.string().nullable(),
});
export type TripHighlightImage = z.infer<typeof tripHighlightImageSchema>;
