import { parseInput, type Caller } from '@byway/kit';
import { z } from 'zod';
import type {
  GeoTaggedImageRecord,
  GeoTaggedImageRepository,
} from '../data-access/geo-tagged-image-repository.js';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Filter values are at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

const filterFields = z.object({ category: text(50), location: text(200), search: text(200) });

export const imageFilterInput = filterFields
  .nullish()
  .transform((filter): Partial<z.output<typeof filterFields>> => filter ?? {});

/** What the traveller typed, matched literally (never as a pattern) and case-insensitively. */
export function literalPattern(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

export function createGeoTaggedImages({ images }: { images: GeoTaggedImageRepository }) {
  return {
    /** The photo-discovery grid: category exact, location and search as case-insensitive text. */
    async findPublic(filter: unknown): Promise<GeoTaggedImageRecord[]> {
      const { category, location, search } = parseInput(imageFilterInput, filter);
      return images.findPublic({
        ...(category ? { category } : {}),
        ...(location ? { location: literalPattern(location) } : {}),
        ...(search ? { search: literalPattern(search) } : {}),
      });
    },

    /** An entity reference: public images for anyone, private ones for their owner only. */
    async visible(caller: Caller, id: unknown): Promise<GeoTaggedImageRecord | null> {
      const parsed = z.number().int().positive().safeParse(id);
      if (!parsed.success) return null;
      const image = await images.findById(parsed.data);
      return image && (image.isPublic || (caller.userId !== null && image.userId === caller.userId))
        ? image
        : null;
    },
  };
}

export type GeoTaggedImages = ReturnType<typeof createGeoTaggedImages>;
