// The Kubernetes manifests, checked offline: each object against the Kubernetes API schemas bundled in
// kubernetes-models (the checks `kubectl apply` makes of types, required fields and formats), then the
// wiring the schemas cannot see: probes on the port each part really listens on, Services, budgets and
// autoscalers that select existing Deployments, the Ingress, and settings that name what exists.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { baseConfigSchema, loadConfig, PLANNING_TIME_BUDGET_MS, SHUTDOWN_TIMEOUT_MS } from '@byway/kit';
import { gatewayConfigSchema } from '../../gateway/src/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const k8sDir = path.join(root, 'deploy/k8s');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const models = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
} as const;
type Kind = keyof typeof models;
type Manifest = { file: string; model: InstanceType<(typeof models)[Kind]> };

const manifestFiles = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');

function load(file: string, text = readFileSync(path.join(k8sDir, file), 'utf8')): Manifest[] {
  return parseAllDocuments(text).map((doc) => {
    expect(doc.errors, file).toEqual([]);
    const data = doc.toJS() as { apiVersion: string; kind: string };
    const Model = models[`${data.apiVersion}/${data.kind}` as Kind];
    if (!Model) throw new Error(`${file}: ${data.apiVersion} ${data.kind} is not a kind these checks know`);
    return { file, model: new Model(data as never) };
  });
}

const all = manifestFiles.flatMap((file) => load(file));
const ofKind = <M extends Manifest['model']>(Model: new (...args: never[]) => M): M[] =>
  all.map((m) => m.model).filter((m): m is M => m instanceof Model);
const deployments = ofKind(Deployment);
const services = ofKind(Service);
const configMaps = ofKind(ConfigMap);
const secretTemplate = ofKind(Secret)[0]!;
const ingress = ofKind(Ingress)[0]!;

/** The port each part listens on, from the code: subgraphs' defaultPort, the gateway's, nginx's. */
function listeningPorts(): Record<string, number> {
  const ports: Record<string, number> = {};
  for (const name of ['users', 'trips', 'discovery', 'media', 'ai']) {
    ports[name] = Number(/defaultPort:\s*(\d+)/.exec(read(`services/${name}/src/definition.ts`))![1]);
  }
  ports.gateway = Number(/GATEWAY_PORT:\s*port\.default\((\d+)\)/.exec(read('gateway/src/config.ts'))![1]);
  ports.collab = Number(
    /COLLAB_PORT:\s*port\.default\((\d+)\)/.exec(read('services/collab/src/config.ts'))![1],
  );
  const nginx = Number(/listen (\d+);/.exec(read('deploy/containers/front-end.nginx.conf'))![1]);
  for (const name of ['shell', 'mfe-trips', 'mfe-discovery', 'mfe-account']) ports[name] = nginx;
  return ports;
}

const containerOf = (d: Deployment): IContainer => d.spec!.template.spec!.containers[0]!;
const portNumber = (c: IContainer, port: number | string) =>
  typeof port === 'number' ? port : c.ports?.find((p) => p.name === port)?.containerPort;
const selects = (selector: Record<string, string> | undefined, d: Deployment) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([k, v]) => d.spec!.template.metadata?.labels?.[k] === v);
const deploymentNamed = (name: string) => deployments.find((d) => d.metadata!.name === name);

describe('Kubernetes manifests', () => {
  it('every object passes the Kubernetes API schema of its kind', () => {
    expect(all.length).toBeGreaterThan(30);
    for (const { file, model } of all) expect(() => model.validate(), `${file} ${model.kind}`).not.toThrow();
  });

  it('the schema check does reject a malformed object (a port name where a number belongs)', () => {
    const broken = read('deploy/k8s/users.yaml').replace('containerPort: 4001', 'containerPort: users');
    expect(() => load('users.yaml', broken)[0]!.model.validate()).toThrow(/containerPort/);
  });

  it('kustomization.yaml applies every manifest except the Secret template', () => {
    const { resources } = parseAllDocuments(read('deploy/k8s/kustomization.yaml'))[0]!.toJS() as {
      resources: string[];
    };
    expect([...resources].sort()).toEqual(manifestFiles.filter((f) => f !== 'secret.template.yaml').sort());
  });

  it('runs each of the eleven parts, probed on the port its code listens on', () => {
    const ports = listeningPorts();
    expect(deployments.map((d) => d.metadata!.name).sort()).toEqual(Object.keys(ports).sort());
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const c = containerOf(d);
      // A `<NAME>_PORT` set here would move the listener away from the default checked below.
      expect(c.env?.map((e) => e.name) ?? [], name).not.toContain(`${name.toUpperCase()}_PORT`);
      expect(
        c.ports?.map((p) => p.containerPort),
        name,
      ).toEqual([ports[name]]);
      expect(c.readinessProbe?.httpGet?.path, name).toBe('/readyz');
      expect(c.livenessProbe?.httpGet?.path, name).toBe('/healthz');
      expect(portNumber(c, c.readinessProbe!.httpGet!.port), name).toBe(ports[name]);
      expect(portNumber(c, c.livenessProbe!.httpGet!.port), name).toBe(ports[name]);
    }
  });

  it('gives every part requests and limits, and runs it as a non-root user on a read-only filesystem', () => {
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const c = containerOf(d);
      for (const bound of ['requests', 'limits'] as const) {
        expect(Object.keys(c.resources?.[bound] ?? {}).sort(), `${name} ${bound}`).toEqual(['cpu', 'memory']);
      }
      const pod = d.spec!.template.spec!;
      expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
      expect(pod.securityContext?.runAsUser, name).toBeGreaterThan(0);
      expect(c.securityContext?.allowPrivilegeEscalation, name).toBe(false);
      expect(c.securityContext?.readOnlyRootFilesystem, name).toBe(true);
      // tsx's cache and nginx's pid and temporary files go to /tmp: it must be writable.
      const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
      expect(pod.volumes?.find((v) => v.name === tmp?.name)?.emptyDir, name).toBeDefined();
    }
  });

  it('gives every Deployment a Service on a port it exposes and a disruption budget', () => {
    const budgets = ofKind(PodDisruptionBudget);
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const matching = services.filter((s) => selects(s.spec?.selector, d));
      expect(
        matching.map((s) => s.metadata!.name),
        name,
      ).toEqual([name]);
      for (const p of matching[0]!.spec!.ports!) {
        expect(portNumber(containerOf(d), p.targetPort ?? p.port), `${name} Service`).toBe(
          containerOf(d).ports![0]!.containerPort,
        );
      }
      expect(budgets.filter((b) => selects(b.spec?.selector?.matchLabels, d)).length, name).toBe(1);
    }
    expect(budgets.length).toBe(deployments.length);
  });

  it('scales the gateway and the ai service on CPU, and leaves their replica count to the autoscaler', () => {
    const autoscalers = ofKind(HorizontalPodAutoscaler);
    expect(autoscalers.map((h) => h.spec!.scaleTargetRef.name).sort()).toEqual(['ai', 'gateway']);
    for (const h of autoscalers) {
      const target = deploymentNamed(h.spec!.scaleTargetRef.name);
      expect(target, h.metadata!.name).toBeDefined();
      expect(h.spec!.scaleTargetRef.kind).toBe('Deployment');
      expect(h.spec!.minReplicas).toBeGreaterThanOrEqual(2);
      expect(target!.spec!.replicas).toBeUndefined();
      expect(containerOf(target!).resources?.requests?.cpu).toBeDefined();
    }
  });

  it('routes /api and /graphql to the gateway, /collab to the collaboration service and the rest of the app host to the shell', () => {
    const appHost = new URL(configMaps.find((c) => c.metadata!.name === 'byway-config')!.data!.PUBLIC_URL!)
      .host;
    const rule = ingress.spec!.rules!.find((r) => r.host === appHost);
    const backendOf = (p: string) => rule?.http?.paths.find((x) => x.path === p)?.backend.service;
    for (const [p, target] of [
      ['/api', 'gateway'],
      ['/graphql', 'gateway'],
      ['/collab', 'collab'],
      ['/', 'shell'],
    ] as const) {
      const backend = backendOf(p);
      expect(backend?.name, p).toBe(target);
      const service = services.find((s) => s.metadata!.name === target)!;
      expect(
        service.spec!.ports!.some((sp) => sp.name === backend?.port?.name),
        p,
      ).toBe(true);
    }
  });

  it('serves each remote where the shell is told to fetch it in production', () => {
    const production = JSON.parse(read('deploy/remotes.production.json')) as Record<string, string>;
    const served = configMaps.find((c) => c.metadata!.name === 'shell-remotes')!.data!['remotes.json']!;
    expect(JSON.parse(served)).toEqual(production);
    for (const [remote, manifest] of Object.entries(production)) {
      const url = new URL(manifest);
      const rule = ingress.spec!.rules!.find((r) => r.host === url.host);
      // mfe_trips is served by the mfe-trips Service, at the root its manifest URL names.
      expect(
        rule?.http?.paths.map((p) => [p.path, p.backend.service?.name]),
        remote,
      ).toEqual([['/', remote.replace('_', '-')]]);
      expect(url.pathname).toBe('/mf-manifest.json');
    }
    const shell = deploymentNamed('shell')!;
    const mount = containerOf(shell).volumeMounts!.find((m) => m.subPath === 'remotes.json');
    expect(mount?.mountPath).toBe('/usr/share/nginx/html/remotes.json');
  });

  it("runs the gateway with @apollo/gateway's usage reports to Apollo off (issue 23)", () => {
    const gateway = containerOf(deploymentNamed('gateway')!);
    const fromConfigMaps = (gateway.envFrom ?? []).map((from) =>
      configMaps.find((c) => c.metadata!.name === from.configMapRef?.name),
    );
    expect(fromConfigMaps.some((c) => c?.data?.APOLLO_TELEMETRY_DISABLED === 'true')).toBe(true);
    expect(gateway.env?.map((e) => e.name)).not.toContain('APOLLO_TELEMETRY_DISABLED');
  });

  it('gives every Node part the time to finish a plan in flight when a rollout stops it (issue 23)', () => {
    // Kubernetes counts the preStop sleep (endpoints dropped before SIGTERM) within the grace period, then
    // the process's whole shutdown (kit's lifecycle.ts timer) must fit in what is left.
    for (const name of ['gateway', 'users', 'trips', 'discovery', 'media', 'ai', 'collab']) {
      const d = deploymentNamed(name)!;
      const command = containerOf(d).lifecycle?.preStop?.exec?.command ?? [];
      expect(command[0], name).toBe('sleep');
      const preStopSeconds = Number(command[1]);
      expect(preStopSeconds, name).toBeGreaterThanOrEqual(3);
      const grace = d.spec!.template.spec!.terminationGracePeriodSeconds ?? 30;
      expect(grace, name).toBeGreaterThanOrEqual(preStopSeconds + SHUTDOWN_TIMEOUT_MS / 1000);
      expect(grace * 1000, name).toBeGreaterThan(PLANNING_TIME_BUDGET_MS);
    }
  });

  it('points every subgraph URL setting at the Service and port of that subgraph', () => {
    const config = configMaps.find((c) => c.metadata!.name === 'byway-config')!.data!;
    for (const name of ['users', 'trips', 'discovery', 'media', 'ai']) {
      const key = `${name.toUpperCase()}_URL`;
      const url = new URL(config[key] ?? 'missing:');
      expect(url.hostname, key).toBe(name);
      expect(url.pathname, key).toBe('/graphql');
      const service = services.find((s) => s.metadata!.name === name);
      expect(
        service?.spec?.ports?.map((p) => p.port),
        key,
      ).toContain(Number(url.port));
    }
  });

  it('takes secrets only from byway-secrets keys the template names, and settings from ConfigMaps that exist', () => {
    const keys = Object.keys(secretTemplate.stringData ?? {});
    for (const d of deployments) {
      const c = containerOf(d);
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        expect(e.value, `${d.metadata!.name} ${e.name}: secrets come from the Secret`).toBeUndefined();
        expect(ref?.name, `${d.metadata!.name} ${e.name}`).toBe('byway-secrets');
        expect(keys, `${d.metadata!.name} ${e.name}`).toContain(ref!.key);
      }
      for (const from of c.envFrom ?? []) {
        expect(configMaps.map((m) => m.metadata!.name)).toContain(from.configMapRef?.name);
      }
    }
    const data = configMaps.find((c) => c.metadata!.name === 'byway-config')!.data!;
    expect(Object.keys(data).filter((k) => keys.includes(k))).toEqual([]);
  });

  it('hands the Redis URL to the parts that keep shared state there, optional so the database alone still runs', () => {
    // The parts that read REDIS_URL (kit's sharedRedis): the gateway's sessions, the limits of users, trips
    // and ai, the ai's quota and progress. Discovery and media keep no state there.
    const usesRedis = ['gateway', 'users', 'trips', 'ai'];
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const env = containerOf(d).env ?? [];
      const redis = env.find((e) => e.name === 'REDIS_URL');
      if (name === 'collab') {
        // Its replicas share each document's live edits through Redis: without it they would not.
        expect(redis?.valueFrom?.secretKeyRef, name).toEqual({ name: 'byway-secrets', key: 'REDIS_URL' });
      } else if (usesRedis.includes(name)) {
        expect(redis?.valueFrom?.secretKeyRef, name).toEqual({
          name: 'byway-secrets',
          key: 'REDIS_URL',
          optional: true,
        });
      } else {
        expect(redis, name).toBeUndefined();
      }
      // The database stays required: without it a part must not start.
      const mongo = env.find((e) => e.name === 'MONGODB_URI')?.valueFrom?.secretKeyRef;
      if (mongo) expect(mongo.optional, name).toBeFalsy();
    }
    expect(deployments.filter((d) => usesRedis.includes(d.metadata!.name!)).length).toBe(usesRedis.length);
    // The template's placeholder has the form the parts accept (a password in a redis:// URL).
    const url = secretTemplate.stringData!.REDIS_URL!;
    expect(new URL(url).protocol).toBe('redis:');
    expect(baseConfigSchema.shape.REDIS_URL.parse(url)).toBe(url);
  });

  it("the Secret template's placeholders are refused at start-up, so nothing runs on them", () => {
    const values = secretTemplate.stringData!;
    for (const [key, value] of Object.entries(values)) expect(value, key).toMatch(/CHANGE-ME/);
    expect(() => loadConfig(gatewayConfigSchema, { ...values, NODE_ENV: 'production' })).toThrow(
      /INTERNAL_TOKEN_SECRET/,
    );
  });
});
