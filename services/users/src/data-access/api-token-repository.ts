import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@byway/contracts/rules';
import { fieldsOf, isoOrNull } from '@byway/kit';
import type { ApiTokenDoc, UsersModels } from './models.js';

/** Tokens are looked up by the SHA-256 of the secret, as sessions are: a leaked dump holds no usable token. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A token as the traveller sees it: never the secret, never its hash. */
export interface ApiTokenRecord {
  id: string;
  name: string;
  scope: ApiTokenScope;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface LiveApiToken {
  id: string;
  userId: string;
  scope: ApiTokenScope;
  lastUsedAt: Date | null;
}

function toRecord(doc: ApiTokenDoc): ApiTokenRecord {
  return {
    id: doc._id,
    ...fieldsOf(doc, ['name', 'scope', 'prefix']),
    createdAt: doc.createdAt.toISOString(),
    lastUsedAt: isoOrNull(doc.lastUsedAt),
    revokedAt: isoOrNull(doc.revokedAt),
  };
}

export function createApiTokenRepository({ ApiToken }: Pick<UsersModels, 'ApiToken'>) {
  return {
    /** Stores a new token and answers its secret (the only time it exists outside the caller's hands). */
    async create(
      userId: string,
      input: { name: string; scope: ApiTokenScope },
      now = new Date(),
    ): Promise<{ secret: string; token: ApiTokenRecord }> {
      const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const doc = await ApiToken.create({
        _id: randomUUID(),
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashOf(secret),
        prefix: secret.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + 8),
        createdAt: now,
      });
      return { secret, token: toRecord(doc.toObject<ApiTokenDoc>()) };
    },

    /** The traveller's tokens, newest first; revoked ones are left out. */
    async listLive(userId: string): Promise<ApiTokenRecord[]> {
      const docs = await ApiToken.find({ userId, revokedAt: null }).lean<ApiTokenDoc[]>();
      return docs.map(toRecord).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async countLive(userId: string): Promise<number> {
      return ApiToken.countDocuments({ userId, revokedAt: null });
    },

    /** Removes a token outright (a create that went over the limit). */
    async remove(id: string): Promise<void> {
      await ApiToken.deleteOne({ _id: id });
    },

    /** Revokes one of the owner's live tokens; null when it is missing, someone else's or already revoked. */
    async revoke(userId: string, id: string, now = new Date()): Promise<ApiTokenRecord | null> {
      const doc = await ApiToken.findOneAndUpdate(
        { _id: id, userId, revokedAt: null },
        { $set: { revokedAt: now } },
        { new: true },
      ).lean<ApiTokenDoc>();
      return doc ? toRecord(doc) : null;
    },

    /** The live token with this secret, else null. */
    async findLive(secret: string): Promise<LiveApiToken | null> {
      const doc = await ApiToken.findOne({ tokenHash: hashOf(secret), revokedAt: null }).lean<ApiTokenDoc>();
      if (!doc) return null;
      return { id: doc._id, userId: doc.userId, scope: doc.scope, lastUsedAt: doc.lastUsedAt ?? null };
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await ApiToken.updateOne({ _id: id }, { $set: { lastUsedAt: at } });
    },

    /** For the data export: every token of the traveller, revoked ones too, without hashes. */
    async exportOf(userId: string): Promise<ApiTokenRecord[]> {
      const docs = await ApiToken.find({ userId }).lean<ApiTokenDoc[]>();
      return docs.map(toRecord).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
  };
}

export type ApiTokenRepository = ReturnType<typeof createApiTokenRepository>;
