// deploy/k8s/network-policies.yaml against the code: each part reaches exactly the parts its code calls
// (the *_URL settings it reads, kit's users client, the shell's nginx proxy), the database and Redis where
// it keeps data, and nothing else; nothing outside the cluster reaches a subgraph.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { matchesSelector, mayConnect, namespaceLabels, policyTypes, type Endpoint } from './network-reach.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const k8sDir = path.join(root, 'deploy/k8s');
const objects = readdirSync(k8sDir)
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .flatMap((f) => parseAllDocuments(readFileSync(path.join(k8sDir, f), 'utf8')).map((d) => d.toJS()))
  .filter(Boolean) as { kind: string }[];
const policies = objects.filter((o) => o.kind === 'NetworkPolicy').map((o) => new NetworkPolicy(o as never));
const deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => new Deployment(o as never));
const jobs = objects.filter((o) => o.kind === 'Job').map((o) => new Job(o as never));

const app = namespaceLabels('byway');
const SUBGRAPHS = ['users', 'trips', 'discovery', 'media', 'ai'];
const nameOf = (d: Deployment) => d.metadata!.name!;
const portOf = (d: Deployment) => d.spec!.template.spec!.containers[0]!.ports![0]!.containerPort;
const podOf = (d: Deployment): Endpoint => ({
  kind: 'pod',
  namespace: app,
  labels: d.spec!.template.metadata!.labels!,
  ports: d.spec!.template.spec!.containers[0]!.ports ?? [],
});
const envOf = (d: Deployment) => d.spec!.template.spec!.containers[0]!.env?.map((e) => e.name) ?? [];
const reaches = (from: Endpoint, to: Endpoint, port: number, protocol?: 'TCP' | 'UDP') =>
  mayConnect(policies, app, from, to, port, protocol);

function sourceText(dir: string): string {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(path.join(root, dir, f), 'utf8'))
    .join('\n');
}

/** The parts each part's code calls: a subgraph's `<NAME>_URL` setting, or kit's users client for users. */
function callsInCode(): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  for (const d of deployments) {
    const name = nameOf(d);
    const dir = name === 'gateway' ? 'gateway/src' : `services/${name}/src`;
    if (SUBGRAPHS.includes(name) || name === 'gateway' || name === 'collab') {
      const text = sourceText(dir);
      const called = SUBGRAPHS.filter(
        (s) =>
          s !== name &&
          (text.includes(`${s.toUpperCase()}_URL`) ||
            (s === 'users' && /createUsersClient(<[^>]*>)?\(/.test(text))),
      );
      calls.set(name, new Set(called));
    }
  }
  // The shell's nginx proxies /api and /graphql to the gateway, and /collab to the collaboration service.
  const proxied = [
    ...readFileSync(path.join(root, 'deploy/containers/shell-gateway.nginx.conf'), 'utf8').matchAll(
      /proxy_pass http:\/\/([a-z-]+):/g,
    ),
  ].map((m) => m[1]!);
  expect(proxied).toContain('gateway');
  calls.set('shell', new Set(['gateway', 'collab', ...proxied]));
  return calls;
}

const outside = (ip: string): Endpoint => ({ kind: 'address', ip });
// A managed database or Redis on a private address (a VPC), and a public provider (documentation range).
const privateAddress = outside('10.20.0.5');
const publicAddress = outside('203.0.113.10');

describe('NetworkPolicies', () => {
  it('deny by default and select every Deployment with a policy of its own for what may reach it', () => {
    const denyAll = policies.filter(
      (p) => Object.keys(p.spec!.podSelector ?? {}).length === 0 && !p.spec!.ingress && !p.spec!.egress,
    );
    expect(denyAll.map(policyTypes)).toEqual([['Ingress', 'Egress']]);
    expect(deployments.length).toBeGreaterThanOrEqual(10);
    for (const d of deployments) {
      const own = policies.filter(
        (p) =>
          Object.keys(p.spec!.podSelector ?? {}).length > 0 &&
          matchesSelector(p.spec!.podSelector, d.spec!.template.metadata!.labels!) &&
          policyTypes(p).includes('Ingress') &&
          p.spec!.ingress?.length,
      );
      expect(own.length, nameOf(d)).toBeGreaterThan(0);
    }
  });

  it('let the ingress controller reach the pages, the gateway and live co-editing, and no subgraph on any port', () => {
    const controller: Endpoint = {
      kind: 'pod',
      namespace: namespaceLabels('ingress-nginx'),
      labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
      ports: [],
    };
    for (const d of deployments) {
      const ports = [...new Set([portOf(d), 9464, 4000, 4001, 4002, 4003, 4004, 4005, 4006, 8080])];
      const reached = ports.filter((p) => reaches(controller, podOf(d), p));
      if (SUBGRAPHS.includes(nameOf(d))) expect(reached, nameOf(d)).toEqual([]);
      else expect(reached, nameOf(d)).toEqual([portOf(d)]);
    }
    expect(deployments.filter((d) => SUBGRAPHS.includes(nameOf(d))).length).toBe(SUBGRAPHS.length);
  });

  it('let each part reach exactly the parts its code calls, on their ports', () => {
    const calls = callsInCode();
    expect([...calls.get('trips')!].sort()).toEqual(['ai', 'discovery', 'users']);
    expect([...calls.get('gateway')!].sort()).toEqual([...SUBGRAPHS].sort());
    for (const from of deployments) {
      for (const to of deployments) {
        if (from === to) continue;
        const expected = calls.get(nameOf(from))?.has(nameOf(to)) ?? false;
        expect(reaches(podOf(from), podOf(to), portOf(to)), `${nameOf(from)} -> ${nameOf(to)}`).toBe(
          expected,
        );
      }
    }
  });

  it('let nothing from another namespace or outside the cluster reach a part, but Prometheus its metrics', () => {
    const stranger: Endpoint = { kind: 'pod', namespace: namespaceLabels('default'), labels: {}, ports: [] };
    const prometheus: Endpoint = { ...stranger, namespace: namespaceLabels('monitoring') };
    for (const d of deployments) {
      expect(reaches(stranger, podOf(d), portOf(d)), nameOf(d)).toBe(false);
      expect(reaches(publicAddress, podOf(d), portOf(d)), nameOf(d)).toBe(false);
    }
    for (const d of deployments.filter((x) => SUBGRAPHS.includes(nameOf(x)))) {
      expect(reaches(prometheus, podOf(d), portOf(d)), nameOf(d)).toBe(true);
    }
    const gateway = deployments.find((d) => nameOf(d) === 'gateway')!;
    expect(reaches(prometheus, podOf(gateway), 9464)).toBe(true);
    expect(reaches(prometheus, podOf(gateway), portOf(gateway))).toBe(false);
  });

  it('let the parts with a database reach it, those given Redis reach Redis, and the pages neither', () => {
    for (const d of deployments) {
      const env = envOf(d);
      const name = nameOf(d);
      expect(reaches(podOf(d), privateAddress, 27017), `${name} database`).toBe(env.includes('MONGODB_URI'));
      expect(reaches(podOf(d), privateAddress, 6379), `${name} Redis`).toBe(env.includes('REDIS_URL'));
      // Every pod resolves names; nothing else leaves a page's pod.
      expect(reaches(podOf(d), privateAddress, 53, 'UDP'), `${name} DNS`).toBe(true);
      expect(reaches(podOf(d), privateAddress, 5432), `${name} PostgreSQL behind FerretDB`).toBe(false);
    }
    expect(deployments.filter((d) => envOf(d).includes('REDIS_URL')).length).toBeGreaterThanOrEqual(4);
  });

  it('let the migrations Job reach the database and nothing else, and nothing reach it', () => {
    const migrate = jobs.find((j) => j.metadata!.name === 'migrate');
    expect(migrate).toBeDefined();
    const pod: Endpoint = {
      kind: 'pod',
      namespace: app,
      labels: migrate!.spec!.template.metadata!.labels!,
      ports: [],
    };
    expect(reaches(pod, privateAddress, 27017)).toBe(true);
    expect(reaches(pod, privateAddress, 53, 'UDP')).toBe(true);
    for (const port of [6379, 443, 80]) expect(reaches(pod, publicAddress, port), String(port)).toBe(false);
    for (const d of deployments) {
      expect(reaches(pod, podOf(d), portOf(d)), nameOf(d)).toBe(false);
      expect(reaches(podOf(d), pod, 8080), nameOf(d)).toBe(false);
    }
  });

  it('let only the parts with providers outside call out over HTTPS, and only to public addresses', () => {
    // gateway: the OpenID issuer; trips: a price source; media: S3 and Unsplash; ai: OpenAI and routing.
    const callOut = ['gateway', 'trips', 'media', 'ai'];
    for (const d of deployments) {
      expect(reaches(podOf(d), publicAddress, 443), nameOf(d)).toBe(callOut.includes(nameOf(d)));
      expect(reaches(podOf(d), privateAddress, 443), nameOf(d)).toBe(false);
      expect(reaches(podOf(d), publicAddress, 80), nameOf(d)).toBe(false);
    }
  });
});
