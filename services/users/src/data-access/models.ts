import { DEFAULT_LEVEL } from '@byway/contracts/rules';
import { modelSpec, registerModelsOn, type ModelsOf } from '@byway/kit';
import mongoose, { type Connection } from 'mongoose';

/** A third-party (OpenID Connect) identity linked to a user. */
export interface IdentityLink {
  issuer: string;
  subject: string;
}

export interface UserDoc {
  _id: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash`; absent for accounts that only sign in through a third-party identity. */
  passwordHash?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  interests: string[];
  travelStyle?: string | null;
  preferredPace?: string | null;
  lodgingPreference?: string | null;
  /** Onboarding only (solo, couple, small, large). */
  groupSize?: string | null;
  profileCompleted: boolean;
  /** The traveller chose to appear among the community's top contributors (first name and initial). */
  listInCommunity?: boolean;
  /** 'country', 'mi' or 'km'; absent until chosen (reads as 'country'). */
  distanceUnits?: string | null;
  identities: IdentityLink[];
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionDoc {
  sid: string;
  sess: { userId: string };
  /** The same user at the top level, so deleting an account finds its sessions with a pushed-down filter. */
  userId?: string | null;
  expire: Date;
}

export interface UserStatsDoc {
  userId: string;
  totalPoints: number;
  level: string;
  levelProgress: number;
  tripsCompleted: number;
  tripsPlanned: number;
  hiddenGemsFound: number;
  photosShared: number;
  reviewsWritten: number;
  currentStreak: number;
  longestStreak: number;
  lastLogin?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AchievementDoc {
  _id: string;
  name: string;
  description?: string | null;
  icon?: string | null;
  category?: string | null;
  pointsRequired: number;
  actionRequired?: string | null;
  actionCount: number;
  isActive: boolean;
}

export interface UserAchievementDoc {
  userId: string;
  achievementId: string;
  earned: boolean;
  progress: number;
  maxProgress: number;
  earnedAt?: Date | null;
  /** When the traveller was shown the earned achievement (the toast); null until then. */
  seenAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PointsHistoryDoc {
  /** JSON of [userId, action, relatedId]: the same thing reported twice is refused by the database. */
  _id: string;
  userId: string;
  points: number;
  action: string;
  description?: string | null;
  relatedId?: string | null;
  createdAt: Date;
}

const identitySchema = new mongoose.Schema<IdentityLink>(
  {
    issuer: { type: String, required: true, maxlength: 500 },
    subject: { type: String, required: true, maxlength: 255 },
  },
  { _id: false },
);

const userSchema = new mongoose.Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    passwordHash: { type: String, default: null },
    firstName: { type: String, default: null, maxlength: 100 },
    lastName: { type: String, default: null, maxlength: 100 },
    profileImageUrl: { type: String, default: null, maxlength: 1000 },
    interests: { type: [String], default: [] },
    travelStyle: { type: String, default: null, maxlength: 50 },
    preferredPace: { type: String, default: null, maxlength: 50 },
    lodgingPreference: { type: String, default: null, maxlength: 50 },
    groupSize: { type: String, default: null, maxlength: 50 },
    profileCompleted: { type: Boolean, default: false },
    listInCommunity: { type: Boolean, default: false },
    distanceUnits: { type: String, default: null, maxlength: 10 },
    identities: { type: [identitySchema], default: [] },
  },
  { timestamps: true, versionKey: false },
);
userSchema.index({ listInCommunity: 1 });

/**
 * Which user a third-party identity belongs to, keyed by the identity itself: a sign-in looks it up by
 * `_id`, which FerretDB's PostgreSQL backend pushes down (it pushes no dot path into `identities`).
 */
export interface IdentityKeyDoc {
  /** JSON of [issuer, subject]: unambiguous whatever characters either holds. */
  _id: string;
  userId: string;
}

const identityKeySchema = new mongoose.Schema<IdentityKeyDoc>(
  { _id: { type: String, required: true }, userId: { type: String, required: true, index: true } },
  { versionKey: false },
);

const sessionSchema = new mongoose.Schema<SessionDoc>(
  {
    sid: { type: String, required: true, unique: true },
    sess: { type: mongoose.Schema.Types.Mixed, required: true },
    userId: { type: String, default: null, index: true },
    // Expiry is checked on every read (FerretDB has no TTL monitor); expired rows are swept on sign-in.
    expire: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

const userStatsSchema = new mongoose.Schema<UserStatsDoc>(
  {
    userId: { type: String, required: true, unique: true },
    totalPoints: { type: Number, default: 0, min: 0 },
    level: { type: String, default: DEFAULT_LEVEL },
    levelProgress: { type: Number, default: 0, min: 0 },
    tripsCompleted: { type: Number, default: 0, min: 0 },
    tripsPlanned: { type: Number, default: 0, min: 0 },
    hiddenGemsFound: { type: Number, default: 0, min: 0 },
    photosShared: { type: Number, default: 0, min: 0 },
    reviewsWritten: { type: Number, default: 0, min: 0 },
    currentStreak: { type: Number, default: 0, min: 0 },
    longestStreak: { type: Number, default: 0, min: 0 },
    lastLogin: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
// Conditional writes: the level only while the total is unchanged, a visit only while lastLogin is.
userStatsSchema.index({ userId: 1, totalPoints: 1 });
userStatsSchema.index({ userId: 1, lastLogin: 1 });

const achievementSchema = new mongoose.Schema<AchievementDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: null },
    icon: { type: String, default: null },
    category: { type: String, default: null },
    pointsRequired: { type: Number, default: 0 },
    actionRequired: { type: String, default: null },
    actionCount: { type: Number, default: 1 },
    isActive: { type: Boolean, default: true },
  },
  { versionKey: false },
);

const userAchievementSchema = new mongoose.Schema<UserAchievementDoc>(
  {
    userId: { type: String, required: true },
    achievementId: { type: String, required: true },
    earned: { type: Boolean, default: false },
    progress: { type: Number, default: 0 },
    maxProgress: { type: Number, default: 1 },
    earnedAt: { type: Date, default: null },
    seenAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
userAchievementSchema.index({ userId: 1, achievementId: 1 }, { unique: true });
userAchievementSchema.index({ userId: 1, earned: 1 });

const pointsHistorySchema = new mongoose.Schema<PointsHistoryDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    points: { type: Number, required: true },
    action: { type: String, required: true, maxlength: 100 },
    description: { type: String, default: null },
    relatedId: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
pointsHistorySchema.index({ userId: 1, action: 1 });

/**
 * One credited action of a day's allowance (ACTIVITY_DAILY_CREDITS, issue 18): `_id` is JSON of [userId,
 * action, trip or '', UTC day, slot number], so two reports can never take the same slot, on any replica.
 */
export interface CreditSlotDoc {
  _id: string;
  /** JSON of [userId, action, trip or '', UTC day]: the slots of one allowance. */
  allowance: string;
  userId: string;
  day: string;
}

const creditSlotSchema = new mongoose.Schema<CreditSlotDoc>(
  {
    _id: { type: String, required: true },
    allowance: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    day: { type: String, required: true, index: true },
  },
  { versionKey: false },
);

/** A personal API token (issue 13): only the SHA-256 of its secret is kept, like a session id. */
export interface ApiTokenDoc {
  _id: string;
  userId: string;
  name: string;
  scope: 'read' | 'read-write';
  tokenHash: string;
  /** The secret's first 8 characters after `byway_pat_`, so the traveller can tell tokens apart. */
  prefix: string;
  createdAt: Date;
  lastUsedAt?: Date | null;
  revokedAt?: Date | null;
}

const apiTokenSchema = new mongoose.Schema<ApiTokenDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    name: { type: String, required: true, maxlength: 60 },
    scope: { type: String, required: true, enum: ['read', 'read-write'] },
    tokenHash: { type: String, required: true, unique: true },
    prefix: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

/** The users service's models, each with its schema and collection. */
const MODELS = {
  User: modelSpec(userSchema, 'users'),
  IdentityKey: modelSpec(identityKeySchema, 'user_identities'),
  Session: modelSpec(sessionSchema, 'sessions'),
  UserStats: modelSpec(userStatsSchema, 'user_stats'),
  Achievement: modelSpec(achievementSchema, 'achievements'),
  UserAchievement: modelSpec(userAchievementSchema, 'user_achievements'),
  PointsHistory: modelSpec(pointsHistorySchema, 'points_history'),
  CreditSlot: modelSpec(creditSlotSchema, 'activity_credit_slots'),
  ApiToken: modelSpec(apiTokenSchema, 'api_tokens'),
};

export type UsersModels = ModelsOf<typeof MODELS>;

/** Registers the users service's models on its own connection (safe to call twice). */
export const registerModels = (connection: Connection): UsersModels => registerModelsOn(connection, MODELS);

export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
