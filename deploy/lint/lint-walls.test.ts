// The walls between parts hold (issue 20): eslint.config.js's `import/no-restricted-paths` zones, run through
// ESLint's Node API on small snippets placed (in memory) where a real file would sit.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId && message.severity === 2)
    .map((message) => message.message);
}

const wallErrors = (filePath: string, code: string) =>
  ruleErrors('import/no-restricted-paths', filePath, code);
const fileNameErrors = (filePath: string) =>
  ruleErrors('check-file/filename-naming-convention', filePath, 'export const probe = 1;\n');

describe('lint walls', () => {
  it('refuses a front-end importing another front-end', async () => {
    const errors = await wallErrors(
      'mfe-trips/src/features/dashboard/wall-probe.tsx',
      "export { navigate } from '../../../../mfe-account/src/lib/navigate';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Front-ends never import one another/);
  });

  it('refuses the shell importing a remote by its workspace name', async () => {
    const errors = await wallErrors(
      'shell/src/wall-probe.ts',
      "export { navigate } from '@byway/mfe-trips/src/lib/navigate';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses a service importing another service', async () => {
    const errors = await wallErrors(
      'services/trips/src/domain/wall-probe.ts',
      "export { definition } from '../../../users/src/definition.js';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A service never imports another service/);
  });

  it('refuses contracts importing a service, and web-ui importing a front-end', async () => {
    expect(
      await wallErrors(
        'contracts/rules/wall-probe.ts',
        "export * from '../../services/users/src/definition.js';\n",
      ),
    ).toHaveLength(1);
    expect(
      await wallErrors('web-ui/src/wall-probe.ts', "export * from '../../shell/src/bootstrap';\n"),
    ).toHaveLength(1);
  });

  it('refuses a feature importing another feature, and shared front-end code importing a feature', async () => {
    const errors = await wallErrors(
      'mfe-trips/src/features/trip-builder/components/wall-probe.tsx',
      "export { Dashboard } from '../../dashboard/components/dashboard';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature never imports another feature/);
    expect(
      await wallErrors(
        'shell/src/components/layouts/wall-probe.tsx',
        "export * from '../../features/achievements/achievement-announcer';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature use its own files and the app compose features', async () => {
    expect(
      await wallErrors(
        'mfe-trips/src/features/trip-builder/components/wall-probe.tsx',
        "export * from './trip-builder';\n",
      ),
    ).toEqual([]);
    expect(
      await wallErrors(
        'shell/src/app/wall-probe.tsx',
        "export * from '../features/achievements/achievement-announcer';\n",
      ),
    ).toEqual([]);
  });

  it("refuses a remote's features or shared code importing the pages composed in src/app", async () => {
    const errors = await wallErrors(
      'mfe-trips/src/features/trip-list/components/wall-probe.tsx',
      "export { default } from '../../../app/trip-detail';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Pages are composed in src\/app/);
    expect(
      await wallErrors('mfe-discovery/src/lib/wall-probe.ts', "export * from '../app/trip-packs';\n"),
    ).toHaveLength(1);
    expect(
      await wallErrors(
        'mfe-account/src/app/wall-probe.tsx',
        "export * from '../features/profile/components/profile-page';\n",
      ),
    ).toEqual([]);
  });

  it('lets a front-end use @byway/web-ui and a service use services/kit', async () => {
    expect(
      await wallErrors(
        'mfe-trips/src/features/dashboard/wall-probe.tsx',
        "export { Button } from '@byway/web-ui';\n",
      ),
    ).toEqual([]);
    expect(
      await wallErrors(
        'services/trips/src/domain/wall-probe.ts',
        "export * from '../../../kit/src/errors.js';\n",
      ),
    ).toEqual([]);
  });
});

describe('files read in one sitting', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`);
  const fn = (count: number) =>
    `export function long() {\n${Array.from({ length: count }, (_, i) => `  console.log(${i});`).join('\n')}\n}\n`;

  it('refuses a source file over 400 lines and a function over 150', async () => {
    const file = 'mfe-trips/src/lib/length-probe.ts';
    expect(await ruleErrors('max-lines', file, `${lines(401).join('\n')}\n`)).toHaveLength(1);
    expect(await ruleErrors('max-lines', file, `${lines(399).join('\n')}\n`)).toEqual([]);
    expect(await ruleErrors('max-lines-per-function', file, fn(150))).toHaveLength(1);
    expect(await ruleErrors('max-lines-per-function', file, fn(140))).toEqual([]);
  });

  it('lets a test hold a long describe block, and data tables be long', async () => {
    expect(await ruleErrors('max-lines-per-function', 'services/trips/test/probe.test.ts', fn(200))).toEqual(
      [],
    );
    expect(
      await ruleErrors('max-lines', 'services/ai/src/data/probe.ts', `${lines(500).join('\n')}\n`),
    ).toEqual([]);
  });
});

describe('file names', () => {
  it('refuses a source file not in kebab-case', async () => {
    expect(await fileNameErrors('mfe-trips/src/components/TripCard.tsx')).toHaveLength(1);
    expect(await fileNameErrors('services/trips/src/domain/priceAlerts.test.ts')).toHaveLength(1);
  });

  it('lets kebab-case files (with middle extensions) and resolver files named for their GraphQL type pass', async () => {
    expect(await fileNameErrors('mfe-trips/src/components/trip-card.test.tsx')).toEqual([]);
    expect(await fileNameErrors('mfe-trips/src/features/trip-detail/api/analyze-stop.pact.test.ts')).toEqual(
      [],
    );
    expect(await fileNameErrors('services/trips/src/resolvers/PriceAlert.ts')).toEqual([]);
  });
});
