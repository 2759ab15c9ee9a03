import { modelSpec, registerModelsOn, type ModelsOf } from '@byway/kit';
import mongoose, { type Connection } from 'mongoose';

/** Known recommendation types; others may appear (the spec leaves the list open). */
export const RECOMMENDATION_TYPES = ['weather_alternative', 'local_event', 'avoid_warning'] as const;

export interface SmartRecommendationDoc {
  _id: number;
  location: string;
  recommendationType: string;
  title: string;
  description?: string | null;
  /** Integer percent, 0-100. */
  confidence: number;
  dataSource?: string | null;
  /**
   * Weather { temperature, precipitation, windSpeed }, or an event { startDate, endDate, venue, sourceUrl },
   * or a warning { type, reportedBy }.
   */
  metadata: Record<string, unknown>;
  validFrom?: Date | null;
  validUntil?: Date | null;
  createdAt: Date;
}

const smartRecommendationSchema = new mongoose.Schema<SmartRecommendationDoc>(
  {
    _id: { type: Number, required: true },
    location: { type: String, required: true, maxlength: 255, index: true },
    recommendationType: { type: String, required: true, maxlength: 50 },
    title: { type: String, required: true, maxlength: 500 },
    description: { type: String, default: null },
    confidence: {
      type: Number,
      required: true,
      min: 0,
      max: 100,
      validate: { validator: Number.isInteger, message: 'confidence must be a whole percent' },
    },
    dataSource: { type: String, default: null, maxlength: 100 },
    metadata: { type: mongoose.Schema.Types.Mixed, default: () => ({}) },
    validFrom: { type: Date, default: null },
    validUntil: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, minimize: false },
);

/** The ai service's models, each with its schema and collection. */
const MODELS = {
  SmartRecommendation: modelSpec(smartRecommendationSchema, 'smart_recommendations'),
};

export type AiModels = ModelsOf<typeof MODELS>;

/** Registers the ai service's models on its own connection (safe to call twice). */
export const registerModels = (connection: Connection): AiModels => registerModelsOn(connection, MODELS);
