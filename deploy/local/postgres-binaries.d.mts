export function runAs(): { uid?: number; gid?: number };
export function reachableBinaries(
  found: { initdb: string; postgres: string },
  owner: { uid?: number; gid?: number },
): { initdb: string; postgres: string };
export function postgresBinaries(): Promise<{
  owner: { uid?: number; gid?: number };
  initdb: string;
  postgres: string;
}>;
export function packagedBinaries(): Promise<{ initdb: string; postgres: string }>;
