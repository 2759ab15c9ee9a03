import { randomUUID } from 'node:crypto';
import { fieldsOr, nullableFieldsOf } from '@byway/kit';
import { DISTANCE_UNIT_PREFERENCES, type DistanceUnitPreference } from '@byway/contracts/rules';
import type { IdentityKeyDoc, IdentityLink, UserDoc, UsersModels } from './models.js';
import { isDuplicateKeyError } from './models.js';

/** A user as the rest of the service sees it: plain data, dates as ISO strings, no password hash. */
export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  interests: string[];
  travelStyle: string | null;
  preferredPace: string | null;
  lodgingPreference: string | null;
  groupSize: string | null;
  profileCompleted: boolean;
  /** Appears among the community's top contributors (first name and initial only); false unless chosen. */
  listInCommunity: boolean;
  /** Which unit screens write distances in: 'country' (each trip its country's), 'mi' or 'km'. */
  distanceUnits: DistanceUnitPreference;
  identities: IdentityLink[];
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  email: string;
  passwordHash?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  identities?: IdentityLink[];
}

export interface ProfileChanges {
  interests?: string[];
  travelStyle?: string;
  preferredPace?: string;
  lodgingPreference?: string;
  groupSize?: string | null;
  profileCompleted?: boolean;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
  distanceUnits?: DistanceUnitPreference;
}

export type CreateUserResult = { ok: true; user: UserRecord } | { ok: false; reason: 'email-taken' };

function toRecord(doc: UserDoc): UserRecord {
  return {
    id: doc._id,
    email: doc.email,
    ...nullableFieldsOf(doc, [
      'firstName',
      'lastName',
      'profileImageUrl',
      'travelStyle',
      'preferredPace',
      'lodgingPreference',
      'groupSize',
    ]),
    ...fieldsOr(doc, { interests: [], profileCompleted: false, listInCommunity: false }),
    distanceUnits: DISTANCE_UNIT_PREFERENCES.find((choice) => choice === doc.distanceUnits) ?? 'country',
    identities: (doc.identities ?? []).map(({ issuer, subject }) => ({ issuer, subject })),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const identityKey = ({ issuer, subject }: IdentityLink) => JSON.stringify([issuer, subject]);

export function createUserRepository({ User, IdentityKey }: Pick<UsersModels, 'User' | 'IdentityKey'>) {
  async function indexIdentities(userId: string, links: readonly IdentityLink[]) {
    for (const link of links) {
      await IdentityKey.updateOne(
        { _id: identityKey(link) },
        { $setOnInsert: { userId } },
        { upsert: true },
      ).catch((error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error; // a racing link of the same identity
      });
    }
  }

  return {
    async findById(id: string): Promise<UserRecord | null> {
      const doc = await User.findById(id).lean<UserDoc>();
      return doc ? toRecord(doc) : null;
    },

    /** One `_id` read each: FerretDB pushes `_id` equality down, not `$in`. */
    async findByIds(ids: readonly string[]): Promise<UserRecord[]> {
      const docs = await Promise.all([...new Set(ids)].map((id) => User.findById(id).lean<UserDoc>()));
      return docs.filter((doc): doc is UserDoc => doc !== null).map(toRecord);
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const doc = await User.findOne({ email }).lean<UserDoc>();
      return doc ? toRecord(doc) : null;
    },

    /** The user and their password hash, for the sign-in check only. */
    async findCredentials(email: string): Promise<{ user: UserRecord; passwordHash: string | null } | null> {
      const doc = await User.findOne({ email }).lean<UserDoc>();
      return doc ? { user: toRecord(doc), passwordHash: doc.passwordHash ?? null } : null;
    },

    async findByIdentity({ issuer, subject }: IdentityLink): Promise<UserRecord | null> {
      const key = await IdentityKey.findById(identityKey({ issuer, subject })).lean<IdentityKeyDoc>();
      if (key) {
        const doc = await User.findById(key.userId).lean<UserDoc>();
        if (doc) return toRecord(doc);
      }
      // Identities linked before the lookup collection existed: found once by a scan, then indexed.
      // FerretDB has no $elemMatch on sub-document fields: narrow with dot paths, then require one link
      // that matches both (dot paths alone could match issuer and subject of two different links).
      const candidates = await User.find({ 'identities.issuer': issuer, 'identities.subject': subject })
        .limit(20)
        .lean<UserDoc[]>();
      const doc = candidates.find((user) =>
        user.identities.some((link) => link.issuer === issuer && link.subject === subject),
      );
      if (!doc) return null;
      await indexIdentities(doc._id, [{ issuer, subject }]);
      return toRecord(doc);
    },

    async create(user: NewUser): Promise<CreateUserResult> {
      // The unique email index must exist before the first insert, or two sign-ups could both win.
      await User.init();
      try {
        const created = await User.create({ _id: randomUUID(), ...user });
        await indexIdentities(created._id, user.identities ?? []);
        return { ok: true, user: toRecord(created.toObject<UserDoc>()) };
      } catch (error) {
        if (isDuplicateKeyError(error)) return { ok: false, reason: 'email-taken' };
        throw error;
      }
    },

    async update(id: string, changes: ProfileChanges): Promise<UserRecord | null> {
      const doc = await User.findByIdAndUpdate(
        id,
        { $set: changes },
        { new: true, runValidators: true },
      ).lean<UserDoc>();
      return doc ? toRecord(doc) : null;
    },

    async setListInCommunity(id: string, listed: boolean): Promise<UserRecord | null> {
      const doc = await User.findByIdAndUpdate(
        id,
        { $set: { listInCommunity: listed } },
        { new: true },
      ).lean<UserDoc>();
      return doc ? toRecord(doc) : null;
    },

    /** Everyone who chose to be listed in the community. */
    async findListedInCommunity(): Promise<UserRecord[]> {
      const docs = await User.find({ listInCommunity: true }).lean<UserDoc[]>();
      return docs.map(toRecord);
    },

    async addIdentity(id: string, link: IdentityLink): Promise<UserRecord | null> {
      const doc = await User.findByIdAndUpdate(
        id,
        { $push: { identities: link } },
        { new: true, runValidators: true },
      ).lean<UserDoc>();
      if (doc) await indexIdentities(id, [link]);
      return doc ? toRecord(doc) : null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
