// Types of test-env.mjs for the TypeScript callers (the test harness in services/kit, the benchmarks).
export declare const TEST_RATE_LIMITS: string;
